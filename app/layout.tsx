import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "@fontsource/poppins/400.css";
import "@fontsource/poppins/500.css";
import "@fontsource/poppins/600.css";
import "@fontsource/poppins/700.css";
import "./globals.css";
import { TestModeBanner } from "@/components/payments/test-mode-banner";
import { Toaster } from "@/components/ui/toaster";
import { getEnv } from "@/lib/platform/env";
import { OPEN_GRAPH_DEFAULTS, SITE_DESCRIPTION, SITE_NAME } from "@/lib/platform/site";

// A function, not a constant, so APP_URL is read where the app runs rather than where it was built.
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().APP_URL),
    title: { default: `${SITE_NAME} — Event tickets in Nigeria`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: {
      ...OPEN_GRAPH_DEFAULTS,
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
      url: "/",
    },
    twitter: { card: "summary_large_image" },
    icons: { icon: "/images/logo-mark.svg" },
  };
}

export const viewport: Viewport = {
  themeColor: "#ff5722",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-medium focus:shadow-lg"
        >
          Skip to main content
        </a>
        {children}
        <TestModeBanner />
        <Toaster />
      </body>
    </html>
  );
}
