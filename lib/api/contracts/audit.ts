import { defineEndpoint } from "@/lib/api/endpoint";
import { auditQuery } from "@/lib/domain/audit/audit-query";

export const auditLogEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/team/audit",
  summary:
    "Your audit log, newest first: every change of money (refunds, payout requests, bank details), prices and ticket types, promo codes, team, check-in links, admissions and event edits, by you and your team. `kind` keeps one of money, prices, codes, team, links, checkin, event, tickets (holders named and tickets passed on); `cursor` (the previous page's `meta.nextCursor`) gives the next page",
  tags: ["team"],
  auth: "required",
  query: auditQuery,
  success: {
    status: 200,
    description:
      "`data` is a list of {_id, at, action, actorKind, actorLabel, eventId, detail, device} (up to `limit`, 200 by default); `meta.nextCursor` starts the next page, null on the last",
  },
});
