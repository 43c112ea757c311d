import Link from "next/link";
import type { ReactNode } from "react";
import { textLink } from "@/components/ui/button-styles";

type EmptyStateProps = {
  title: string;
  text?: ReactNode;
  /** Where to go from here, e.g. "Create an event". */
  action?: { href: string; label: string };
  /** "card" stands alone on a page; "inline" sits inside a section that has its own frame. */
  variant?: "card" | "inline";
};

/** What a list says when it has nothing to show, and the next step when there is one. */
export function EmptyState({ title, text, action, variant = "card" }: EmptyStateProps) {
  const frame = variant === "card" ? "rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center" : "mt-2";
  return (
    <div className={frame}>
      <p className={variant === "card" ? "font-medium text-ink" : "text-muted"}>{title}</p>
      {text ? <p className="mt-1 text-muted">{text}</p> : null}
      {action ? (
        <Link href={action.href} className={`${textLink} mt-2`}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
