// GET /api/v1/gate/{id}/figures — the old path of /api/v1/events/{id}/gate/figures, still served: pages loaded before the move still call it
export { GET } from "@/app/api/v1/events/[id]/gate/figures/route";
