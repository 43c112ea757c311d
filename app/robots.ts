import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/platform/env";

// Read APP_URL where the app runs, not where it was built.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/dashboard", "/api"] },
    sitemap: new URL("/sitemap.xml", base).toString(),
  };
}
