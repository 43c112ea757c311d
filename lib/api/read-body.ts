import { ApiError } from "@/lib/platform/errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body with a size cap. An empty body reads as `{}`. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = (await readBytesCapped(request, maxBytes)).toString("utf8");
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

export type MultipartBody = { fields: Record<string, string>; files: Record<string, File> };

/** Reads a multipart/form-data body with a size cap: text fields as strings, one file per field name. */
export async function readMultipartBody(request: Request, maxBytes: number): Promise<MultipartBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError("unsupported_media_type", "Send the form as multipart/form-data");
  }
  const bytes = await readBytesCapped(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The form data could not be read");
  }
  const body: MultipartBody = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") body.fields[name] = value;
    else if (value.size > 0) body.files[name] = value;
  }
  return body;
}

/** Reads the text fields of an HTML form post (urlencoded or multipart) with a size cap. */
export async function readFormFields(request: Request, maxBytes: number): Promise<Record<string, string>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return (await readMultipartBody(request, maxBytes)).fields;
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw new ApiError("unsupported_media_type", "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  }
  // A repeated field keeps its last value, as in a multipart body.
  return Object.fromEntries(new URLSearchParams((await readBytesCapped(request, maxBytes)).toString("utf8")));
}

/** The whole body, refusing (413) as soon as it passes `maxBytes`, declared or not. */
async function readBytesCapped(request: Request, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return Buffer.alloc(0);
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
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number) {
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new ApiError("payload_too_large", `The request body is larger than ${limit}`);
}
