import { getEnv } from "@/lib/platform/env";

export const dynamic = "force-dynamic";

// GET /api/test-mode — whether payments go through the TEST MODE gateway (the banner asks; pages
// prerendered at build time cannot know the running server's setting)
export function GET() {
  return Response.json({ testMode: getEnv().paymentsTestMode }, { headers: { "cache-control": "no-store" } });
}
