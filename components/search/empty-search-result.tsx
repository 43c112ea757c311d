import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

type CategoryLink = { slug: string; categoryName: string };

const chip =
  "inline-flex min-h-11 items-center rounded-full border border-zinc-300 bg-white px-5 font-medium text-ink hover:border-accent hover:bg-accent-50";

/**
 * A search that found nothing: SPEC's sentence, then somewhere to go next — every upcoming event,
 * and each category — rather than a dead end.
 */
export function EmptySearchResult({ categories }: { categories: CategoryLink[] }) {
  return (
    <EmptyState
      title="No events found matching your criteria"
      text="Try other words, or browse events instead."
      action={{ href: "/event-categories", label: "All events", prominent: true }}
      className="mt-6"
    >
      {categories.length > 0 ? (
        <nav aria-labelledby="empty-search-categories" className="grid gap-3">
          <h2 id="empty-search-categories" className="text-lg font-semibold">
            Browse by category
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={`/explore-category?category=${encodeURIComponent(category.slug)}`} className={chip}>
                  {category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </EmptyState>
  );
}
