import Link from "next/link";

/** A "back" control: a chevron and the place it returns to, at least 44 px tall for touch. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="inline-flex min-h-11 w-fit items-center gap-2 font-medium text-primary-700 underline-offset-4 hover:underline">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </Link>
  );
}
