import { gzipSync } from "node:zlib";
import { checkInListEndpoint } from "@/lib/api/contracts/gate";
import { withApi } from "@/lib/api/with-api";
import { checkInList } from "@/lib/gate/check-in-list";
import { requireGateActor } from "@/lib/gate/require-gate-actor";

// GET /api/v1/gate/{id}/list — an event's check-in list (or its changes since a version) for gate devices
export const GET = withApi(checkInListEndpoint, async ({ request, params, query }) => {
  await requireGateActor(request, params.id);
  const list = await checkInList(params.id, query.since);
  const text = JSON.stringify({ message: "Success", data: list });
  // 10,000 tickets are about 1.5 MB of JSON; gzipped here so every server in front sends a fifth of that.
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const headers = { "content-type": "application/json", "cache-control": "private, no-store, no-transform", vary: "accept-encoding" };
  return gzip ? new Response(gzipSync(text), { headers: { ...headers, "content-encoding": "gzip" } }) : new Response(text, { headers });
});
