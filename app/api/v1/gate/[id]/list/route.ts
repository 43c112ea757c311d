// GET /api/v1/gate/{id}/list — the old path of /api/v1/events/{id}/gate/list, still served: scanners loaded before the move still call it
export { GET } from "@/app/api/v1/events/[id]/gate/list/route";
