import { describe, expect, it } from "vitest";
import { termiiReports, whatsappReports } from "@/lib/domain/messages/sender/parse-reports";
import { dueReminder } from "@/lib/domain/messages/reminders/sweep-reminders";
import { distinctPeople } from "@/lib/domain/messages/person";

describe("provider reports", () => {
  it("reads Termii's delivered and failed statuses, and ignores those on the way", () => {
    expect(termiiReports({ message_id: "301", status: "Delivered" })).toEqual([{ providerId: "301", outcome: "delivered" }]);
    expect(termiiReports({ message_id: 302, status: "DND Active on Phone Number" })).toEqual([
      { providerId: "302", outcome: "failed", reason: "Termii: DND Active on Phone Number" },
    ]);
    expect(termiiReports({ message_id: "303", status: "Message Failed" })[0]?.outcome).toBe("failed");
    expect(termiiReports({ message_id: "304", status: "Sent" })).toEqual([]);
    expect(termiiReports({ status: "Delivered" })).toEqual([]);
    expect(termiiReports("nonsense")).toEqual([]);
  });

  it("reads every status of a WhatsApp callback", () => {
    const payload = {
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: {
                statuses: [
                  { id: "wamid.A", status: "sent" },
                  { id: "wamid.B", status: "delivered" },
                  { id: "wamid.C", status: "read" },
                  { id: "wamid.D", status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(whatsappReports(payload)).toEqual([
      { providerId: "wamid.B", outcome: "delivered" },
      { providerId: "wamid.C", outcome: "delivered" },
      { providerId: "wamid.D", outcome: "failed", reason: "WhatsApp: 131026 Message undeliverable" },
    ]);
    expect(whatsappReports({ entry: [{ changes: [{ value: { messages: [{ from: "234" }] } }] }] })).toEqual([]);
    expect(whatsappReports(null)).toEqual([]);
  });
});

describe("reminder timing", () => {
  const start = new Date("2026-12-12T17:00:00Z");
  const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);

  it("is the 24-hour reminder from 24 h before until 2 h before, then the 2-hour one until the start", () => {
    expect(dueReminder(start, before(24 * 60 + 1))).toBeNull();
    expect(dueReminder(start, before(24 * 60))?.kind).toBe("24h");
    expect(dueReminder(start, before(121))?.kind).toBe("24h");
    expect(dueReminder(start, before(120))?.kind).toBe("2h");
    expect(dueReminder(start, before(1))?.kind).toBe("2h");
    expect(dueReminder(start, start)).toBeNull();
  });
});

describe("people of a segment", () => {
  it("counts each person once, by e-mail, else by phone, keeping a phone found later", () => {
    const people = distinctPeople([
      { email: "Ada@Example.com", name: "Ada" },
      { email: "ada@example.com", phone: "0803 123 4567" },
      { phone: "+2348099999999" },
      { phone: "08099999999", name: "Bayo" },
      { email: "", phone: "not a phone" },
    ]);
    expect(people).toEqual([
      { email: "Ada@Example.com", name: "Ada", phone: "0803 123 4567" },
      { phone: "+2348099999999", name: "Bayo" },
    ]);
  });
});

describe("message texts", () => {
  it("puts the offer's seats, time and checkout link in its SMS and WhatsApp, and no opt-out link", async () => {
    const { offerTextContent } = await import("@/lib/domain/messages/message-content");
    const offer = {
      eventTitle: "Lagos Jazz Night",
      name: "Ada Obi",
      seats: 2,
      expiresAt: new Date("2026-12-12T17:30:00Z"),
      checkoutUrl: "https://example.test/buy/x",
    };
    const sms = offerTextContent(offer);
    expect(sms.text).toBe("Lagos Jazz Night: 2 seats held for you until 12 Dec 2026, 18:30. Buy: https://example.test/buy/x");
    expect(sms.params).toEqual(["Ada Obi", "Lagos Jazz Night", "2 seats", "12 Dec 2026, 18:30", "https://example.test/buy/x"]);
    expect(sms.subject).toBe("2 seats for Lagos Jazz Night are held for you");
    expect(sms.text).not.toContain("opt-out");
  });

  it("ends an organiser's message with the opt-out link on every channel", async () => {
    const { organiserMessageContent } = await import("@/lib/domain/messages/message-content");
    const message = { eventTitle: "Lagos Jazz Night", organiserName: "Eko Live", subject: "Parking", body: "Park at the back." };
    const optOut = "https://example.test/messages/opt-out/abc.def";
    for (const channel of ["email", "sms", "whatsapp"] as const) expect(organiserMessageContent(message, channel, optOut).text).toContain(optOut);
    expect(organiserMessageContent(message, "whatsapp", optOut).params).toEqual(["Lagos Jazz Night", "Park at the back.", optOut]);
  });
});
