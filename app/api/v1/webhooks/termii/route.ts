import { timingSafeEqual } from "node:crypto";
import { termiiReportEndpoint } from "@/lib/api/contracts/messages";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ApiError } from "@/lib/platform/errors";
import { getEnv } from "@/lib/platform/env";
import { recordProviderReport } from "@/lib/domain/messages/sender/provider-reports";
import { termiiReports } from "@/lib/domain/messages/sender/parse-reports";

const sameSecret = (given: string | undefined, expected: string | undefined) =>
  Boolean(given && expected) &&
  Buffer.byteLength(given as string) === Buffer.byteLength(expected as string) &&
  timingSafeEqual(Buffer.from(given as string), Buffer.from(expected as string));

// POST /api/v1/webhooks/termii?key= — Termii's delivery reports
export const POST = withApi(termiiReportEndpoint, async ({ query, body }) => {
  if (!sameSecret(query.key, getEnv().TERMII_WEBHOOK_SECRET)) throw new ApiError("unauthorized", "Invalid key");
  let recorded = 0;
  for (const report of termiiReports(body)) if (await recordProviderReport(report)) recorded += 1;
  return ok({ recorded });
});
