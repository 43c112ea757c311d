import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPurchase, type PurchaseForm } from "@/lib/domain/validations/purchase-form-checks";
import { DECIMAL_NUMBER, OBJECT_ID_PATTERN } from "@/lib/domain/validations/purchase-rules";
import { guestPurchaseSchema, purchaseSchema } from "@/lib/domain/validations/ticket";

const firstMessages = (error: z.ZodError) =>
  Object.fromEntries(Object.entries(z.flattenError(error).fieldErrors as Record<string, string[]>).map(([field, messages]) => [field, messages[0]]));

/** What the server's schema would show under each field, or "accepted". */
function serverSays(form: PurchaseForm) {
  const parsed = (form.phoneNo === undefined ? purchaseSchema : guestPurchaseSchema).safeParse(form);
  return parsed.success ? "accepted" : firstMessages(parsed.error);
}

function browserSays(form: PurchaseForm) {
  const checked = checkPurchase(form);
  return checked.success ? "accepted" : checked.fieldMessages;
}

const REGULAR = "65a1f0c2b3d4e5f6a7b8c9d0";
const VIP = "65a1f0c2b3d4e5f6a7b8c9d1";

const account: PurchaseForm = {
  fullName: "Ngozi Adeyemi",
  email: "ngozi@example.com",
  numberOfTicket: "2",
  tickets: [{ ticketTypeId: REGULAR, quantity: 2 }],
  needCarPackingSpace: "",
  specialRequest: "",
};
const guest: PurchaseForm = { ...account, phoneNo: "8031234567" };

// Values a person might type (or paste) into each field, the tricky ones included.
const NAMES = ["Ngozi Adeyemi", "", " ", "A", " A ", "Ab", "Ifeoma\u202eNwosu", "x".repeat(120), "x".repeat(121), " Tọ́lá Ọ̀ṣun "];
const EMAILS = [
  "  Ngozi@Example.COM ",
  "",
  "   ",
  "ngozi",
  "a@b",
  "a..b@example.com",
  "a\u0007@example.com",
  `${"x".repeat(250)}@example.com`,
  "o'neil+tickets@mail.example.ng",
];
const PHONES = ["8031234567", "0803 123 4567", "+234-803-123-4567", "", "12345", "6031234567", "abc", "803\u00071234567", "\u2028"];
const COUNTS = ["1", " 3 ", "", "0", "-1", "2.5", "-1.5", "1000", "1001", "1e3", "0x10", "abc", "99999999999999999999", null, undefined];
const TICKET_LISTS: (PurchaseForm["tickets"] | undefined)[] = [
  undefined,
  [],
  [{ ticketTypeId: REGULAR, quantity: 1 }],
  [
    { ticketTypeId: REGULAR, quantity: 2 },
    { ticketTypeId: VIP, quantity: 1 },
  ],
  [{ ticketTypeId: REGULAR, quantity: 1001 }],
  [{ ticketTypeId: REGULAR, quantity: 1.5 }],
  [{ ticketTypeId: "not-an-id", quantity: 1 }],
  [
    { ticketTypeId: REGULAR, quantity: 1 },
    { ticketTypeId: REGULAR, quantity: 1 },
  ],
  Array.from({ length: 21 }, (_, index) => ({ ticketTypeId: `65a1f0c2b3d4e5f6a7b8${String(index).padStart(4, "0")}`, quantity: 1 })),
];
const CODES = [undefined, "", "  ", "early-bird", " VIP2026 ", "AB", "x".repeat(31), "EARLY BIRD", "CODE\u200b"];
const PARKING = ["", "yes", "no", "maybe"];
const REQUESTS = ["", "  Near the stage, please  ", "Line one\nLine two", "x".repeat(500), "x".repeat(501), `  ${"x".repeat(500)}  `, "bell\u0007"];

const formsFrom = (base: PurchaseForm): PurchaseForm[] => [
  ...NAMES.map((fullName) => ({ ...base, fullName })),
  ...EMAILS.map((email) => ({ ...base, email })),
  ...COUNTS.flatMap((numberOfTicket) => TICKET_LISTS.map((tickets) => ({ ...base, numberOfTicket, tickets }))),
  ...CODES.map((promoCode) => ({ ...base, promoCode })),
  ...PARKING.map((needCarPackingSpace) => ({ ...base, needCarPackingSpace })),
  ...REQUESTS.map((specialRequest) => ({ ...base, specialRequest })),
];

// Each fault beside a missing count, since the server then may or may not check "how many".
const withoutCount = (form: PurchaseForm): PurchaseForm => ({ ...form, numberOfTicket: "", tickets: undefined });

describe("the purchase form checks in the browser as the server does", () => {
  const accountForms = formsFrom(account);
  const guestForms = [...formsFrom(guest), ...PHONES.map((phoneNo) => ({ ...guest, phoneNo }))];

  it("shows the server's message under each field for a buyer with an account", () => {
    for (const form of [...accountForms, ...accountForms.map(withoutCount)])
      expect(browserSays(form), JSON.stringify(form)).toEqual(serverSays(form));
  });

  it("shows the server's message under each field for a guest, phone number included", () => {
    for (const form of [...guestForms, ...guestForms.map(withoutCount)]) expect(browserSays(form), JSON.stringify(form)).toEqual(serverSays(form));
  });

  it("sends what the server reads: trimmed texts, e-mail in lower case, the phone's 10 digits, the code in capitals", () => {
    const form: PurchaseForm = {
      ...guest,
      fullName: " Ngozi Adeyemi ",
      email: "  Ngozi@Example.COM ",
      phoneNo: "+234 803-123-4567",
      promoCode: " early-bird ",
      needCarPackingSpace: "yes",
      specialRequest: "  Near the stage  ",
    };
    const checked = checkPurchase(form);
    expect(checked).toEqual({ success: true, data: guestPurchaseSchema.parse(form) });
    expect(checked.success && checked.data).toMatchObject({
      phoneNo: "8031234567",
      promoCode: "EARLY-BIRD",
      email: "ngozi@example.com",
      numberOfTicket: 2,
    });
  });

  it("sends every accepted form as the server reads it", () => {
    for (const form of [...formsFrom(account), ...formsFrom(guest)]) {
      const checked = checkPurchase(form);
      if (!checked.success) continue;
      expect(checked.data, JSON.stringify(form)).toEqual((form.phoneNo === undefined ? purchaseSchema : guestPurchaseSchema).parse(form));
    }
  });

  it("asks for a count when none is given, and not for one when a ticket type is chosen", () => {
    expect(browserSays({ ...account, numberOfTicket: "", tickets: undefined })).toEqual({ numberOfTicket: "Number of tickets is required" });
    expect(browserSays({ ...account, numberOfTicket: undefined, tickets: [] })).toEqual({ tickets: "Choose at least one ticket" });
  });
});

it("reads numbers and ids with the server's own patterns", () => {
  expect(OBJECT_ID_PATTERN.test("65a1f0c2b3d4e5f6a7b8c9d0")).toBe(true);
  expect(["2", " 3 ", "-1.5"].every((typed) => DECIMAL_NUMBER.test(typed))).toBe(true);
  expect(["", "1e3", "0x10", " "].some((typed) => DECIMAL_NUMBER.test(typed))).toBe(false);
});
