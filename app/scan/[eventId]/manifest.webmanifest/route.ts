import { objectId } from "@/lib/validations/common";

// GET /scan/{eventId}/manifest.webmanifest — makes the event's gate scanner installable
export async function GET(_request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  const id = objectId.safeParse((await params).eventId);
  if (!id.success) return new Response("Not found", { status: 404 });
  const manifest = {
    name: "Scheditix gate scanner",
    short_name: "Gate scanner",
    description: "Checks tickets in at the gate, with or without signal",
    id: `/scan/${id.data}`,
    start_url: `/scan/${id.data}`,
    scope: "/scan/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#ff5722",
    icons: [
      { src: "/images/scan-icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/scan-icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/images/logo-mark.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=3600" },
  });
}
