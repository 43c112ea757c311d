import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const AUDIT_ACTIONS = [
  // Resale (docs/resale.md): the organiser's policy, and holders listing, withdrawing and selling tickets back.
  "resale_policy",
  "resale_list",
  "resale_withdraw",
  "resale_sell",
  "admit",
  "refund",
  "payout_request",
  "bank_details",
  "edit",
  "ticket_types",
  "promo_create",
  "promo_edit",
  "invite",
  "accept",
  "revoke",
  "link_create",
  "link_revoke",
  // Waitlist: an offer made by hand, the list's settings changed (closed, reopened, offer time).
  "waitlist_offer",
  "waitlist_settings",
  // A message written to the event's ticket holders (lib/domain/messages).
  "message",
  // Tickets for people (docs/tickets-for-people.md): a ticket passed on, a holder named or renamed.
  "ticket_transfer",
  "ticket_holder",
] as const;
export const AUDIT_ACTOR_KINDS = ["owner", "co_organiser", "finance", "check_in", "link", "ticket_holder"] as const;

/** One staff action that matters, for the owner to read: who (a user or a link's name), what, when, from which device or link. */
const auditEntrySchema = new Schema({
  owner: { type: Schema.Types.ObjectId, ref: "User", required: true },
  event: { type: Schema.Types.ObjectId, ref: "Event" },
  action: { type: String, enum: AUDIT_ACTIONS, required: true },
  actorKind: { type: String, enum: AUDIT_ACTOR_KINDS, required: true },
  actorId: { type: String, required: true },
  actorLabel: { type: String, required: true },
  detail: { type: String, default: "" },
  device: { type: String, default: "" },
  at: { type: Date, required: true },
});

auditEntrySchema.index({ owner: 1, at: -1 });
// The log's pages, newest first, all of it or one kind of action: the cursor is (at, _id).
auditEntrySchema.index({ owner: 1, at: -1, _id: -1 });
auditEntrySchema.index({ owner: 1, action: 1, at: -1, _id: -1 });

export type AuditEntryDoc = InferSchemaType<typeof auditEntrySchema>;

export const AuditEntry: Model<AuditEntryDoc> = (models.AuditEntry as Model<AuditEntryDoc>) ?? model<AuditEntryDoc>("AuditEntry", auditEntrySchema);
