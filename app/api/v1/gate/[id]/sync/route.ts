// POST /api/v1/gate/{id}/sync — the old path of /api/v1/events/{id}/gate/sync, still served: scanners loaded before the move still call it
export { POST } from "@/app/api/v1/events/[id]/gate/sync/route";
