import { newsletterEndpoint } from "@/lib/api/contracts/newsletter";
import { ApiError } from "@/lib/platform/errors";
import { readFormFields } from "@/lib/api/read-body";
import { clientContext } from "@/lib/domain/auth/client-context";
import { isSameOriginRequest } from "@/lib/platform/http/same-origin";
import { subscribeFromForm } from "@/lib/domain/newsletter/subscribe-from-form";
import type { NewsletterStatus } from "@/lib/domain/validations/newsletter";

// An e-mail address and a button; a bigger body is not our form.
const MAX_FORM_BYTES = 16 * 1024;

// POST /newsletter/subscribe — the newsletter form, without JavaScript: subscribe, then show the outcome
export async function POST(request: Request): Promise<Response> {
  // Other sites' pages must not post through our visitors' browsers (each visitor a fresh address for the limit).
  if (!isSameOriginRequest(request)) return new Response("Cross-site form posts are not accepted", { status: 403 });
  const fields = await readFormFields(request, MAX_FORM_BYTES).catch((error: unknown) => {
    // Not a form we can read (wrong type, too big): no address in it, like an empty box.
    if (error instanceof ApiError) return {};
    throw error;
  });
  // The API's own schema, so the form and POST /api/v1/newsletter accept exactly the same addresses.
  const parsed = newsletterEndpoint.body.safeParse(fields);
  const status = parsed.success ? await subscribeFromForm(parsed.data.email, clientContext(request.headers).ip) : "invalid";
  return seeOther(status);
}

/** 303, so the browser GETs the outcome page and a reload does not post again. Relative, so it stays on the origin the visitor used. */
function seeOther(status: NewsletterStatus): Response {
  return new Response(null, { status: 303, headers: { Location: `/newsletter?status=${status}` } });
}
