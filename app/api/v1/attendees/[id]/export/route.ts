// GET /api/v1/attendees/{id}/export — the old path of /api/v1/events/{id}/attendees/export, still served: links saved before the move still work
export { GET } from "@/app/api/v1/events/[id]/attendees/export/route";
