import Link from "next/link";
import { pageWindow } from "@/lib/platform/pagination";

const pageLink = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 font-medium";
const idle = "border-zinc-300 bg-white hover:border-primary-700";

/** Previous / a window of up to 5 page numbers / Next, as links (SPEC 4: Manage Event pagination). */
export function PaginationNav({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const edge = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link href={hrefFor(target)} className={`${pageLink} ${idle}`}>
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
        <li>{edge("Previous", page - 1, page > 1)}</li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Link
              href={hrefFor(number)}
              aria-current={number === page ? "page" : undefined}
              className={`${pageLink} ${number === page ? "border-primary-700 bg-primary-700 text-white" : idle}`}
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
