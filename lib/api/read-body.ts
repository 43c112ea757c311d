import { ApiError } from "@/lib/api/errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body with a size cap. An empty body reads as `{}`. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);

  const text = await readTextCapped(request, maxBytes);
  if (text.trim() === "") return {};

  const type = request.headers.get("content-type") ?? "";
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type) && !type.startsWith("text/plain")) {
    throw new ApiError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON");
  }
}

async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (maxBytes: number) =>
  new ApiError("payload_too_large", `The request body is larger than ${Math.round(maxBytes / 1024)} KB`);
