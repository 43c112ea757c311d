import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callApi, messagesOfZodError } from "@/lib/browser/call-api";

const response = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("reading the API's envelope in the browser", () => {
  it("reads the message and data of a success", async () => {
    vi.stubGlobal("fetch", response(201, { message: "Created", data: { _id: "abc" } }));
    expect(await callApi("/api/v1/thing", { body: { a: 1 } })).toEqual({ ok: true, status: 201, message: "Created", data: { _id: "abc" } });
  });

  it("shows the first message under each field of a refusal", async () => {
    vi.stubGlobal(
      "fetch",
      response(422, {
        message: "Check the form",
        errors: { email: ["Enter a valid email address", "Email is too long"], phoneNo: ["Invalid input"] },
      }),
    );
    expect(await callApi("/api/v1/thing", { body: {} })).toEqual({
      ok: false,
      status: 422,
      message: "Check the form",
      fieldMessages: { email: "Enter a valid email address", phoneNo: "Invalid input" },
    });
  });

  it("keeps the message when another part of the answer has the wrong shape", async () => {
    vi.stubGlobal("fetch", response(409, { message: "That e-mail is taken", errors: { email: "not a list" } }));
    expect(await callApi("/api/v1/thing", { body: {} })).toEqual({ ok: false, status: 409, message: "That e-mail is taken", fieldMessages: {} });
  });

  it("answers an empty message for a body that is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>502</html>", { status: 502 })),
    );
    expect(await callApi("/api/v1/thing")).toEqual({ ok: false, status: 502, message: "", fieldMessages: {} });
  });
});

it("turns a failed safeParse into the messages z.flattenError gives, first per field", () => {
  const schema = z.object({
    email: z.email("Enter a valid email address").min(10, "Too short"),
    tickets: z.array(z.object({ qty: z.number("A number") })),
  });
  const parsed = schema.safeParse({ email: "x", tickets: [{ qty: "2" }] });
  expect(parsed.success).toBe(false);
  const flattened = z.flattenError(parsed.error!).fieldErrors as Record<string, string[]>;
  expect(messagesOfZodError(parsed.error!)).toEqual(Object.fromEntries(Object.entries(flattened).map(([field, messages]) => [field, messages[0]])));
  expect(messagesOfZodError(parsed.error!)).toEqual({ email: "Enter a valid email address", tickets: "A number" });
});
