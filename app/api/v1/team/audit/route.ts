import { auditLogEndpoint } from "@/lib/api/contracts/team";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listAudit } from "@/lib/team/audit-log";

// GET /api/v1/team/audit — your audit log, newest first
export const GET = withApi(auditLogEndpoint, async ({ caller }) => ok(await listAudit(caller.userId), "Audit log fetched successfully"));
