import { defineEndpoint } from "@/lib/api/endpoint";
import { emailOnlySchema } from "@/lib/domain/validations/auth";

export const newsletterEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/newsletter",
  summary: "Subscribe an e-mail to the newsletter (idempotent)",
  tags: ["newsletter"],
  auth: "public",
  body: emailOnlySchema,
  success: { status: 200, description: "`data` is `{ alreadySubscribed }`" },
});
