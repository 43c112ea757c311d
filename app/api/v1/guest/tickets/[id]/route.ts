// POST /api/v1/guest/tickets/{id} — the old path of /api/v1/events/{id}/guest-tickets, still served: pages loaded before the move still call it
export { POST } from "@/app/api/v1/events/[id]/guest-tickets/route";
