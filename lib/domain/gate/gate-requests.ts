import { z } from "zod";
import { DEVICE_REFUSALS } from "@/lib/domain/gate/gate-types";
import { lineText, numberNamed, strictNumber } from "@/lib/domain/validations/common";

/** The most scans one sync may carry; a device with more sends them in several batches. */
export const MOST_SCANS_PER_SYNC = 1000;

/** `?since=` is the `version` of an earlier answer. */
export const checkInListQuery = z.object({
  since: strictNumber(numberNamed("since").int("since must be a whole number").min(0, "since must be at least 0")).optional(),
});

const queuedScan = z
  .object({
    // A bare check-in code or a ticket's signed QR text; or, for a holder let in from the lookup (no code at hand), the list's ticket id.
    code: lineText({ error: "code is required" }).trim().min(1, "code is required").max(200, "That is not a ticket code").optional(),
    ticket: z
      .string()
      .regex(/^[0-9a-f]{24}$/, "ticket must be a ticket id from the list")
      .optional(),
    scannedAt: z.iso.datetime({ offset: true, error: "scannedAt must be an ISO date-time" }).transform((value) => new Date(value)),
    admittedOnDevice: z.boolean().default(false),
    // A scan the device refused on its own: recorded, never admitted. Without it a scan asks to be
    // admitted, as every scan of the first scanners (which queued admissions only) did.
    refusedOnDevice: z.enum(DEVICE_REFUSALS, { error: `refusedOnDevice must be one of ${DEVICE_REFUSALS.join(", ")}` }).optional(),
  })
  .refine((scan) => (scan.code === undefined) !== (scan.ticket === undefined), { message: "Send a scan's code or its ticket id", path: ["code"] });

export const gateSyncBody = z.object({
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "deviceId must be 8 to 64 letters, digits, - or _"),
  gate: lineText().trim().max(40, "gate must be at most 40 characters").default(""),
  queued: strictNumber(z.number().int().min(0)).default(0),
  scans: z.array(queuedScan).max(MOST_SCANS_PER_SYNC, `Send at most ${MOST_SCANS_PER_SYNC} scans at a time`),
});
