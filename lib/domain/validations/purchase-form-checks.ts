// The purchase form's own checks in the browser, without zod (zod would be about a sixth of the
// purchase page's JavaScript). The server still validates every purchase with the zod schemas in
// ticket.ts, which use the same rules and messages (purchase-rules.ts, auth-rules.ts);
// tests/unit/purchase-form-checks.test.ts proves that both show the same message for the same input.
import { emailMessage, fullnameMessage, outcome, phoneMessage, type FieldMessages, type FormCheck } from "@/lib/domain/validations/auth-form-checks";
import { AUTH_MESSAGES, phoneDigits } from "@/lib/domain/validations/auth-rules";
import { LINE_MESSAGE, TEXT_MESSAGE, isPlainLine, isPlainText } from "@/lib/domain/validations/plain-text";
import {
  DECIMAL_NUMBER,
  MAX_TICKETS_PER_LINE,
  MAX_TICKET_TYPES_PER_ORDER,
  OBJECT_ID_PATTERN,
  PARKING_ANSWERS,
  PROMO_CODE_PATTERN,
  PURCHASE_MESSAGES as M,
  SPECIAL_REQUEST_MAX_LENGTH,
  countMismatch,
} from "@/lib/domain/validations/purchase-rules";

export type TicketLine = { ticketTypeId: string; quantity: number };

/** The purchase form as it is sent: the typed texts, and either the single type's typed count or the lines chosen. */
export type PurchaseForm = {
  fullName: string;
  email: string;
  /** A guest's phone number; an account's purchase has none. */
  phoneNo?: string;
  numberOfTicket?: string | null;
  tickets?: TicketLine[];
  promoCode?: string;
  needCarPackingSpace: string;
  specialRequest: string;
};

/** What the server reads from a valid form (purchaseSchema's and guestPurchaseSchema's output). */
export type CheckedPurchase = {
  fullName: string;
  email: string;
  phoneNo?: string;
  numberOfTicket?: number;
  tickets?: TicketLine[];
  promoCode?: string;
  needCarPackingSpace: "yes" | "no";
  specialRequest: string;
};

/** A field's message, and whether the server would stop there (its "how many" rules are then not checked). */
type Verdict = { message?: string; stops?: boolean };

/** A count's message; one that is not a whole number stops the server (a whole one too large for it only fails). */
function countVerdict(value: number, whole: string): Verdict {
  if (!Number.isInteger(value)) return { message: whole, stops: true };
  if (!Number.isSafeInteger(value)) return { message: whole };
  if (value < 1) return { message: M.atLeastOne };
  return value > MAX_TICKETS_PER_LINE ? { message: M.tooMany } : {};
}

/** The typed "Number of tickets": blank is no answer; anything but a decimal number is refused outright. */
function numberOfTicketVerdict(typed: string | null | undefined): Verdict & { value?: number } {
  if (typed === undefined || typed === null || typed === "") return {};
  if (!DECIMAL_NUMBER.test(typed)) return { message: M.countNotNumber, stops: true };
  const value = Number(typed);
  return { ...countVerdict(value, M.countWhole), value };
}

/** The lines chosen: too many types stops the server before it reads any; else the first fault of a line, then the count of lines. */
function ticketsVerdict(lines: TicketLine[]): Verdict {
  if (lines.length > MAX_TICKET_TYPES_PER_ORDER) return { message: M.tooManyTypes, stops: true };
  const verdicts = lines.flatMap((line): Verdict[] => [
    OBJECT_ID_PATTERN.test(line.ticketTypeId) ? {} : { message: M.invalidId },
    countVerdict(line.quantity, M.quantityWhole),
  ]);
  const message = verdicts.find((verdict) => verdict.message)?.message ?? (lines.length < 1 ? M.chooseTicket : undefined);
  return { message, stops: verdicts.some((verdict) => verdict.stops) };
}

function promoCodeMessage(typed: string | undefined): string | undefined {
  if (typed === undefined || typed.trim() === "") return undefined;
  if (!isPlainLine(typed)) return LINE_MESSAGE;
  return PROMO_CODE_PATTERN.test(typed.trim()) ? undefined : M.promoCode;
}

function specialRequestMessage(typed: string): string | undefined {
  if (!isPlainText(typed)) return TEXT_MESSAGE;
  return typed.trim().length > SPECIAL_REQUEST_MAX_LENGTH ? M.specialRequestTooLong : undefined;
}

/** The server's rules on "how many" across fields, which it checks only when no field stopped it. */
function howManyMessages(numberOfTicket: number | undefined, tickets: TicketLine[] | undefined): FieldMessages {
  if (!tickets && numberOfTicket === undefined) return { numberOfTicket: M.countRequired };
  const chosen = tickets?.reduce((sum, line) => sum + line.quantity, 0);
  const messages: FieldMessages = {};
  if (chosen !== undefined && numberOfTicket !== undefined && chosen !== numberOfTicket)
    messages.numberOfTicket = countMismatch(numberOfTicket, chosen);
  const ids = (tickets ?? []).map((line) => line.ticketTypeId);
  if (new Set(ids).size !== ids.length) messages.tickets = M.typeTwice;
  return messages;
}

/** The purchase form's fields, checked as purchaseSchema (or, with a phone number, guestPurchaseSchema) checks them. */
export function checkPurchase(form: PurchaseForm): FormCheck<CheckedPurchase> {
  const guest = form.phoneNo !== undefined;
  const count = numberOfTicketVerdict(form.numberOfTicket);
  const tickets = form.tickets ? ticketsVerdict(form.tickets) : {};
  const parking = form.needCarPackingSpace === "" ? "no" : form.needCarPackingSpace;
  const parkingKnown = (PARKING_ANSWERS as readonly string[]).includes(parking);
  const phone = guest ? phoneMessage(form.phoneNo ?? "") : undefined;
  const messages: FieldMessages = {
    fullName: fullnameMessage(form.fullName),
    email: emailMessage(form.email),
    phoneNo: phone,
    numberOfTicket: count.message,
    tickets: tickets.message,
    promoCode: promoCodeMessage(form.promoCode),
    needCarPackingSpace: parkingKnown ? undefined : M.parking,
    specialRequest: specialRequestMessage(form.specialRequest),
  };
  const stopped = count.stops || tickets.stops || !parkingKnown || phone === AUTH_MESSAGES.phoneUnreadable;
  if (!stopped) {
    for (const [field, message] of Object.entries(howManyMessages(count.value, form.tickets))) messages[field] ??= message;
  }
  const promoCode = form.promoCode?.trim() ? form.promoCode.trim().toUpperCase() : undefined;
  return outcome(messages, {
    fullName: form.fullName.trim(),
    email: form.email.trim().toLowerCase(),
    ...(guest ? { phoneNo: phoneDigits(form.phoneNo ?? "") } : {}),
    numberOfTicket: count.value,
    tickets: form.tickets,
    promoCode,
    needCarPackingSpace: parking as CheckedPurchase["needCarPackingSpace"],
    specialRequest: form.specialRequest.trim(),
  });
}
