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
      "/api/v1/event/{id}/ticket-types",
      "/api/v1/event/{id}/promo-codes",
      "/api/v1/event/{id}/promo-codes/{codeId}",
      "/api/v1/events/{id}/quote",
    ]) {
      expect(document.paths[path]).toBeDefined();
    }
    const purchase = JSON.stringify(document.paths["/api/v1/create/ticket/{eventId}"]?.post);
    expect(purchase).toContain("ticketTypeId");
    expect(purchase).toContain("promoCode");
    expect(JSON.stringify(document.paths["/api/v1/create-event/{categoryId}"]?.post)).toContain("ticketTypes");
  });
});
