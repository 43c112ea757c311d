import { auditLogEndpoint } from "@/lib/api/contracts/audit";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listAudit } from "@/lib/domain/audit/audit-log";

// GET /api/v1/team/audit — your audit log, newest first, one page at a time (`?kind=&cursor=&limit=`)
export const GET = withApi(auditLogEndpoint, async ({ caller, query }) => {
  const { entries, nextCursor } = await listAudit(caller.userId, query);
  return ok(entries, "Audit log fetched successfully", { extra: { meta: { nextCursor } } });
});
