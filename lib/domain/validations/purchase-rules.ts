// The rules and messages of the purchase form's own fields, without zod: the server's zod schemas
// in ticket.ts (every purchase and quote) and the form's checks in the browser
// (purchase-form-checks.ts) both read them here. Name, e-mail and phone follow auth-rules.ts.

export const MAX_TICKETS_PER_LINE = 1_000;
export const MAX_TICKET_TYPES_PER_ORDER = 20;
export const SPECIAL_REQUEST_MAX_LENGTH = 500;

/** A promo or access code as typed: 3 to 30 letters, digits or dashes (stored in capitals). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,30}$/;
export const OBJECT_ID_PATTERN = /^[a-f\d]{24}$/i;
export const PARKING_ANSWERS = ["yes", "no"] as const;

// A decimal number as a form or the existing client sends it (common.ts's strictNumber reads the same).
export const DECIMAL_NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;

export const PURCHASE_MESSAGES = {
  quantityWhole: "Quantity must be a whole number",
  countWhole: "Number of tickets must be a whole number",
  countRequired: "Number of tickets is required",
  countNotNumber: "Number of tickets must be a number",
  atLeastOne: "Buy at least 1 ticket",
  tooMany: "That is more tickets than one purchase allows",
  chooseTicket: "Choose at least one ticket",
  tooManyTypes: "Too many ticket types in one order",
  typeTwice: "Name each ticket type once",
  promoCode: "A code is 3 to 30 letters, digits or dashes",
  parking: "Car parking must be yes or no",
  specialRequestTooLong: "Special request is too long",
  invalidId: "is not a valid id",
} as const;

/** Two different answers to "how many": the server refuses rather than guess which the buyer meant. */
export const countMismatch = (numberOfTicket: number, chosen: number) =>
  `Number of tickets (${numberOfTicket}) does not match the tickets chosen (${chosen})`;
