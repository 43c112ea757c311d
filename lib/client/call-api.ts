import { z } from "zod";

export type FieldMessages = Record<string, string | undefined>;

export type ApiAnswer =
  | { ok: true; status: number; message: string; data: unknown }
  | { ok: false; status: number; message: string; fieldMessages: FieldMessages; data?: unknown };

export type ApiSuccess = Extract<ApiAnswer, { ok: true }>;
export type ApiFailure = Extract<ApiAnswer, { ok: false }>;

export const CONNECTION_ERROR = "Check your connection and try again.";

const envelope = z.object({
  message: z.string().optional(),
  data: z.unknown().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * Calls the same-origin API and reads its `{ message, data }` / `{ message, errors }` envelope.
 * A FormData body goes as multipart (with files); anything else as JSON.
 */
export async function callApi(path: string, init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {}): Promise<ApiAnswer> {
  const isForm = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "POST",
      headers: init.body === undefined || isForm ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: CONNECTION_ERROR, fieldMessages: {} };
  }
  const parsed = envelope.safeParse(await response.json().catch(() => ({})));
  const body = parsed.success ? parsed.data : {};
  const message = body.message ?? "";
  if (response.ok) return { ok: true, status: response.status, message, data: body.data };
  return { ok: false, status: response.status, message, fieldMessages: firstMessages(body.errors ?? {}), data: body.data };
}

/** The first message per field, as shown under each input. */
export function firstMessages(errors: Record<string, string[] | undefined>): FieldMessages {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.[0]]));
}

/** Field messages from a failed client-side safeParse. */
export function messagesOfZodError(error: z.ZodError): FieldMessages {
  return firstMessages(z.flattenError(error).fieldErrors as Record<string, string[] | undefined>);
}
