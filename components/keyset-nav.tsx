import { PageEdgeLink } from "@/components/page-edge-link";

/**
 * First / Previous / Next / Last for a list paged by key (docs/big-show-paging.md): each link
 * names the row its page starts from, so a late page costs what the first does. A missing
 * href (at either end) shows the link greyed out.
 */
export function KeysetNav({ first, previous, next, last }: { first?: string; previous?: string; next?: string; last?: string }) {
  const ends = [
    ["First", first],
    ["Previous", previous],
    ["Next", next],
    ["Last", last],
  ] as const;
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {ends.map(([label, href]) => (
          <li key={label}>
            <PageEdgeLink label={label} href={href} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
