import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/api/contracts";
import { openApiDocument } from "@/lib/api/openapi";

describe("OpenAPI document", () => {
  const document = openApiDocument(endpoints, "http://localhost:3000");

  it("documents every endpoint contract under its path and method", () => {
    for (const endpoint of endpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]).toBeDefined();
    }
  });

  it("describes query parameters from their zod schemas", () => {
    const parameters = (document.paths["/api/v1/events"]?.get as { parameters: { name: string }[] }).parameters;
    expect(parameters.map((parameter) => parameter.name)).toEqual(["page", "limit", "q", "category"]);
  });

  it("describes ticket types, promo codes and the purchase's choice of types and code", () => {
    for (const path of [
      "/api/v1/events/{id}/ticket-types",
      "/api/v1/events/{id}/promo-codes",
      "/api/v1/events/{id}/promo-codes/{codeId}",
      "/api/v1/events/{id}/quote",
    ]) {
      expect(document.paths[path]).toBeDefined();
    }
    const purchase = JSON.stringify(document.paths["/api/v1/create/ticket/{eventId}"]?.post);
    expect(purchase).toContain("ticketTypeId");
    expect(purchase).toContain("promoCode");
    expect(JSON.stringify(document.paths["/api/v1/create-event/{categoryId}"]?.post)).toContain("ticketTypes");
  });

  it("shows the event's fee mode and payment channels, with their values, on create and edit", () => {
    type Fields = { properties: Record<string, { enum?: string[]; items?: { enum?: string[] } }> };
    const fields = (path: string, method: string) =>
      (document.paths[path]?.[method] as { requestBody: { content: Record<string, { schema: Fields }> } }).requestBody.content["multipart/form-data"]
        ?.schema.properties;
    for (const [path, method] of [
      ["/api/v1/create-event/{categoryId}", "post"],
      ["/api/v1/events/{id}", "patch"],
    ] as const) {
      expect(fields(path, method)?.feeMode?.enum, path).toEqual(["absorb", "pass"]);
      expect(fields(path, method)?.paymentChannels?.items?.enum, path).toEqual(["bank_transfer", "card", "ussd", "bank"]);
    }
    expect(JSON.stringify(document.paths["/api/v1/event/{id}"]?.get)).toContain("allInPrice");
    expect(JSON.stringify(document.paths["/api/v1/events/{id}/quote"]?.post)).toContain("gatewayFeeKobo");
  });

  it("lists the old path of each endpoint moved under /api/v1/events/{id}, marked deprecated", () => {
    const operation = (path: string, method: string) => document.paths[path]?.[method] as { deprecated?: boolean } | undefined;
    for (const [oldPath, newPath, method] of [
      ["/api/v1/gate/{id}/list", "/api/v1/events/{id}/gate/list", "get"],
      ["/api/v1/gate/{id}/sync", "/api/v1/events/{id}/gate/sync", "post"],
      ["/api/v1/gate/{id}/figures", "/api/v1/events/{id}/gate/figures", "get"],
      ["/api/v1/attendees/{id}/export", "/api/v1/events/{id}/attendees/export", "get"],
      ["/api/v1/event/{id}", "/api/v1/events/{id}", "patch"],
      ["/api/v1/event/{id}/ticket-types", "/api/v1/events/{id}/ticket-types", "put"],
      ["/api/v1/event/{id}/promo-codes/{codeId}", "/api/v1/events/{id}/promo-codes/{codeId}", "patch"],
      ["/api/v1/guest/tickets/{id}", "/api/v1/events/{id}/guest-tickets", "post"],
      ["/api/v1/refunds", "/api/v1/events/{id}/refunds", "get"],
    ] as const) {
      expect(operation(oldPath, method)?.deprecated, oldPath).toBe(true);
      expect(operation(newPath, method)?.deprecated, newPath).toBeUndefined();
    }
    // The SPEC's own paths are not deprecated: GET /api/v1/event/{id} stays the way to read one event.
    expect(operation("/api/v1/event/{id}", "get")?.deprecated).toBeUndefined();
  });
});
