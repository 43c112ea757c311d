// GET, POST /api/v1/event/{id}/promo-codes — the old path of /api/v1/events/{id}/promo-codes, still served: clients written before the move still call it
export { GET, POST } from "@/app/api/v1/events/[id]/promo-codes/route";
