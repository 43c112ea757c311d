import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // `npm run dev` serves its scripts to localhost only; a newcomer typing http://127.0.0.1:3000
  // would get a page that never hydrates.
  allowedDevOrigins: ["127.0.0.1"],
  // The existing client calls `/api/v1/login/user/` and `/api/v1/logout/` with a
  // trailing slash; a redirect would break its CORS preflight.
  skipTrailingSlashRedirect: true,
  // FerretDB runs as its own process; mongoose must stay a real Node module.
  serverExternalPackages: ["mongoose"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
