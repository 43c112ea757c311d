// PATCH /api/v1/event/{id}/promo-codes/{codeId} — the old path of /api/v1/events/{id}/promo-codes/{codeId}, still served: clients written before the move still call it
export { PATCH } from "@/app/api/v1/events/[id]/promo-codes/[codeId]/route";
