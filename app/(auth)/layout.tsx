import type { ReactNode } from "react";

/** Standalone account screens: no site header or footer, just the card on a soft background. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 flex-col justify-center bg-primary-50 px-4 py-10 sm:py-16">
      {children}
    </main>
  );
}
