import { scannerManifest } from "@/lib/domain/gate/scanner-manifest";
import { linkTokenParams } from "@/lib/domain/validations/team";

// GET /gate/{token}/manifest.webmanifest — makes a check-in link's gate scanner installable
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const parsed = linkTokenParams.safeParse(await params);
  if (!parsed.success) return new Response("Not found", { status: 404 });
  return scannerManifest(`/gate/${encodeURIComponent(parsed.data.token)}`);
}
