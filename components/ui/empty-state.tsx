import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";

type EmptyStateProps = {
  title: string;
  text?: ReactNode;
  /** Where to go from here, e.g. "Create an event": a text link, or a button when it is the page's main step. */
  action?: { href: string; label: string; prominent?: boolean };
  /** "card" stands alone on a page; "inline" sits inside a section that has its own frame. */
  variant?: "card" | "inline";
  className?: string;
  /** More next steps under the action, e.g. a list of categories. */
  children?: ReactNode;
};

/** What a list says when it has nothing to show, and the next step when there is one. */
export function EmptyState({ title, text, action, variant = "card", className = "", children }: EmptyStateProps) {
  const frame =
    variant === "card"
      ? "grid justify-items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center"
      : "mt-2 grid gap-1";
  return (
    <div className={`${frame} ${className}`}>
      <p className="text-muted">{title}</p>
      {text ? <p className="text-muted">{text}</p> : null}
      {action ? (
        <ButtonLink href={action.href} variant={action.prominent ? "primary" : "text"}>
          {action.label}
        </ButtonLink>
      ) : null}
      {children}
    </div>
  );
}
