// GET, PUT /api/v1/event/{id}/ticket-types — the old path of /api/v1/events/{id}/ticket-types, still served: clients written before the move still call it
export { GET, PUT } from "@/app/api/v1/events/[id]/ticket-types/route";
