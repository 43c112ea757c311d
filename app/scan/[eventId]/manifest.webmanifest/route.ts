import { scannerManifest } from "@/lib/domain/gate/scanner-manifest";
import { objectId } from "@/lib/domain/validations/common";

// GET /scan/{eventId}/manifest.webmanifest — makes the event's gate scanner installable
export async function GET(_request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  const id = objectId.safeParse((await params).eventId);
  if (!id.success) return new Response("Not found", { status: 404 });
  return scannerManifest(`/scan/${id.data}`);
}
