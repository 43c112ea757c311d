import type { FormEvent, ReactNode } from "react";

type FormGridProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  className?: string;
};

/**
 * A form whose fields stand one under another. It posts (so nothing typed lands in a URL before
 * the page's script runs) and leaves checking to the page, which words its own messages.
 */
export function FormGrid({ onSubmit, children, className = "gap-4" }: FormGridProps) {
  return (
    <form method="post" noValidate onSubmit={onSubmit} className={`grid ${className}`}>
      {children}
    </form>
  );
}
