import { z } from "zod";
import { parseLagosMoment } from "@/lib/platform/time/lagos";
import { lineText, multilineText, numberNamed, objectId, strictNumber } from "@/lib/domain/validations/common";

/** A sales-window moment: an ISO instant, or `YYYY-MM-DDTHH:MM` read as Lagos wall-clock time. */
const moment = (label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    lineText()
      .trim()
      .transform((text, ctx) => {
        const instant = parseLagosMoment(text);
        if (!instant) {
          ctx.addIssue({ code: "custom", message: `${label} must be a date and time` });
          return z.NEVER;
        }
        return instant;
      })
      .optional(),
  );

const whole = (label: string, min: number, max: number) =>
  strictNumber(
    numberNamed(label)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-NG")}`),
  );

/** One ticket type as the organiser edits it; `_id` names an existing type (absent: a new one). */
export const ticketTypeInput = z
  .object({
    _id: objectId.optional(),
    name: lineText({ error: "Name is required" }).trim().min(1, "Name is required").max(60, "Name must be at most 60 characters"),
    description: z.preprocess((value) => value ?? "", multilineText().trim().max(500, "Description must be at most 500 characters")),
    price: whole("Price", 0, 10_000_000),
    quantity: whole("Quantity", 1, 1_000_000),
    minPerOrder: whole("Minimum per order", 1, 1_000).default(1),
    maxPerOrder: whole("Maximum per order", 1, 1_000).default(10),
    salesStart: moment("On sale from"),
    salesEnd: moment("On sale until"),
    hidden: z.preprocess((value) => value === true || value === "true" || value === "yes", z.boolean()).default(false),
  })
  .superRefine((type, ctx) => {
    if (type.minPerOrder > type.maxPerOrder)
      ctx.addIssue({ code: "custom", path: ["minPerOrder"], message: "Minimum per order cannot be more than the maximum" });
    if (type.salesStart && type.salesEnd && type.salesEnd <= type.salesStart) {
      ctx.addIssue({ code: "custom", path: ["salesEnd"], message: "Sales must end after they start" });
    }
  });

export const ticketTypeList = z
  .array(ticketTypeInput)
  .min(1, "Add at least one ticket type")
  .max(20, "An event can have at most 20 ticket types")
  .superRefine((types, ctx) => {
    const names = types.map((type) => type.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: "custom", message: "Give each ticket type its own name" });
    // Two entries for one stored type would each be checked against it and the last one kept.
    const seen = new Set<string>();
    types.forEach((type, index) => {
      if (!type._id) return;
      if (seen.has(type._id.toLowerCase())) ctx.addIssue({ code: "custom", path: [index, "_id"], message: "This ticket type is listed twice" });
      seen.add(type._id.toLowerCase());
    });
    if (!types.some((type) => !type.hidden)) ctx.addIssue({ code: "custom", message: "At least one ticket type must be visible" });
  });

/** In a multipart form the list travels as JSON text. */
export const ticketTypesField = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, ticketTypeList.optional());

export const replaceTicketTypesSchema = z.object({ ticketTypes: ticketTypeList });

export type TicketTypeInput = z.output<typeof ticketTypeInput>;
