import Link from "next/link";
import type { ReactNode } from "react";
import { textLink } from "@/components/ui/button-styles";

/** A form's way elsewhere ("Back to login"), centred under it. */
export function CentredLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-center">
      <Link href={href} className={textLink}>
        {children}
      </Link>
    </p>
  );
}
