import { mediaResponse } from "@/lib/platform/media/media-response";

// GET /media/{key} — a stored image from the configured storage (disk or GridFS), cached for good: keys are never rewritten
export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return mediaResponse((await params).key.join("/"), request.headers.get("if-none-match"));
}
