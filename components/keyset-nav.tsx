import Link from "next/link";

const pageLink = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 font-medium";
const idle = "border-zinc-300 bg-white hover:border-primary-700";

/**
 * First / Previous / Next / Last for a list paged by key (docs/big-show-paging.md): each link
 * names the row its page starts from, so a late page costs what the first does. A missing
 * href (at either end) shows the link greyed out.
 */
export function KeysetNav({ first, previous, next, last }: { first?: string; previous?: string; next?: string; last?: string }) {
  const edge = (label: string, href: string | undefined) =>
    href ? (
      <Link href={href} className={`${pageLink} ${idle}`}>
        {label}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${pageLink} border-zinc-200 text-zinc-500`}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge("First", first)}</li>
        <li>{edge("Previous", previous)}</li>
        <li>{edge("Next", next)}</li>
        <li>{edge("Last", last)}</li>
      </ul>
    </nav>
  );
}
