import { z } from "zod";
import { AUDIT_KIND_NAMES } from "@/lib/domain/audit/audit-kinds";
import { strictNumber } from "@/lib/domain/validations/common";

/** A page of the audit log starts after an entry: its time and id, as the previous page's `nextCursor` gave them. */
export const AUDIT_CURSOR = /^(\d{13})-([a-f\d]{24})$/;

export const auditCursor = z.string().regex(AUDIT_CURSOR, "Use the nextCursor of the previous page");

/** `GET /api/v1/team/audit`: one kind of change (or all), the page after `cursor`, up to `limit` entries. */
export const auditQuery = z.object({
  kind: z.enum(AUDIT_KIND_NAMES, { error: `Choose one of ${AUDIT_KIND_NAMES.join(", ")}` }).optional(),
  cursor: auditCursor.optional(),
  limit: strictNumber(z.number().int().min(1, "At least 1").max(200, "At most 200")).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
