import Link from "next/link";
import { IDLE_PAGE_LINK, PAGE_LINK, PageEdgeLink } from "@/components/page-edge-link";
import { pageWindow } from "@/lib/platform/pagination";

/** Previous / a window of up to 5 page numbers / Next, as links (SPEC 4: Manage Event pagination). */
export function PaginationNav({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const edge = (label: string, target: number, enabled: boolean) => <PageEdgeLink label={label} href={enabled ? hrefFor(target) : undefined} />;
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge("Previous", page - 1, page > 1)}</li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Link
              href={hrefFor(number)}
              aria-current={number === page ? "page" : undefined}
              className={`${PAGE_LINK} ${number === page ? "border-primary-700 bg-primary-700 text-white" : IDLE_PAGE_LINK}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>{edge("Next", page + 1, page < pages)}</li>
      </ul>
    </nav>
  );
}
