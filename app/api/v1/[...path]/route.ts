import { ApiError } from "@/lib/platform/errors";
import { fail } from "@/lib/api/respond";
import { withCorsHeaders } from "@/lib/platform/http/cors";

// Any other /api/v1 path — a JSON 404 instead of the HTML not-found page
function unknownRoute(request: Request) {
  return withCorsHeaders(request, fail(new ApiError("not_found", `No API route ${request.method} ${new URL(request.url).pathname}`)));
}

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
