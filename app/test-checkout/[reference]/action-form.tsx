import type { ReactNode } from "react";

type ActionFormProps = {
  reference: string;
  /** The hidden fields the press posts (`outcome` first). */
  fields: Record<string, string>;
  children: ReactNode;
  className?: string;
};

/** One press on the hosted page: a plain form post, so the page works before (or without) JavaScript. */
export function ActionForm({ reference, fields, children, className }: ActionFormProps) {
  return (
    <form method="post" action={`/api/test-gateway/checkout/${encodeURIComponent(reference)}`} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
