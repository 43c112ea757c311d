import { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";

const errorEnvelope = {
  type: "object",
  required: ["message", "code"],
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    data: { type: "object", description: "Facts a screen may show beside the message (e.g. who holds an already checked-in ticket)" },
  },
};

const jsonSchema = (schema: z.ZodType, io: "input" | "output" = "input") =>
  z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as Record<string, unknown> & {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };

function parameters(endpoint: Endpoint) {
  const result: Record<string, unknown>[] = [];
  for (const [location, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema);
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      result.push({ name, in: location, required: location === "path" || object.required?.includes(name), schema: property });
    }
  }
  return result;
}

function requestBody(endpoint: Endpoint) {
  if (endpoint.bodyType === "multipart") {
    const fields = endpoint.body ? jsonSchema(endpoint.body) : { type: "object", properties: {} };
    const files = Object.fromEntries(
      Object.entries(endpoint.files ?? {}).map(([name, description]) => [name, { type: "string", format: "binary", description }]),
    );
    const schema = { ...fields, properties: { ...fields.properties, ...files } };
    return { requestBody: { required: true, content: { "multipart/form-data": { schema } } } };
  }
  if (!endpoint.body) return {};
  return { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body) } } } };
}

function operation(endpoint: Endpoint, deprecated = endpoint.deprecated) {
  return {
    summary: endpoint.summary,
    ...(deprecated ? { deprecated: true } : {}),
    tags: endpoint.tags,
    ...(endpoint.auth === "public" ? {} : { security: endpoint.auth === "required" ? [{ bearer: [] }] : [{}, { bearer: [] }] }),
    parameters: parameters(endpoint),
    ...requestBody(endpoint),
    responses: {
      [endpoint.success.status]: {
        description: endpoint.success.description,
        content: {
          "application/json": {
            schema: { type: "object", required: ["message", "data"], properties: { message: { type: "string" }, data: {} } },
          },
        },
      },
      default: { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
    },
  };
}

/** The OpenAPI 3.0 document of the given endpoints. */
export function openApiDocument(endpoints: Endpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
    if (endpoint.oldPath) (paths[endpoint.oldPath] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, true);
  }
  return {
    openapi: "3.0.3",
    info: { title: "Scheditix API", version: "1.0.0", description: "Events, tickets and payments for Scheditix." },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: errorEnvelope },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
