import { sameSecret } from "@/lib/platform/same-secret";
import { termiiReportEndpoint } from "@/lib/api/contracts/messages";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ApiError } from "@/lib/platform/errors";
import { getEnv } from "@/lib/platform/env";
import { recordProviderReports } from "@/lib/domain/messages/sender/provider-reports";
import { termiiReports } from "@/lib/domain/messages/sender/parse-reports";

// POST /api/v1/webhooks/termii?key= — Termii's delivery reports
export const POST = withApi(termiiReportEndpoint, async ({ query, body }) => {
  if (!sameSecret(query.key, getEnv().TERMII_WEBHOOK_SECRET)) throw new ApiError("unauthorized", "Invalid key");
  return ok({ recorded: await recordProviderReports(termiiReports(body)) });
});
