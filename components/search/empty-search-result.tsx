import Link from "next/link";

type CategoryLink = { slug: string; categoryName: string };

const chip = "inline-flex min-h-11 items-center rounded-full border bg-white px-5 font-medium hover:border-accent hover:bg-accent-50";
const categoryStyle = `${chip} border-zinc-300 text-ink`;
const allEventsStyle = `${chip} border-accent text-accent`;

/**
 * A search that found nothing: SPEC's sentence, then somewhere to go next — each category and
 * every upcoming event — rather than a dead end.
 */
export function EmptySearchResult({ categories }: { categories: CategoryLink[] }) {
  return (
    <section aria-labelledby="empty-search-next" className="mt-6 rounded-2xl bg-zinc-100 px-6 py-10 text-center">
      <p className="text-muted">No events found matching your criteria</p>
      <h2 id="empty-search-next" className="mt-4 text-lg font-semibold">
        Browse events instead
      </h2>
      <nav aria-label="Event categories">
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link href={`/explore-category?category=${encodeURIComponent(category.slug)}`} className={categoryStyle}>
                {category.categoryName}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/event-categories" className={allEventsStyle}>
              All events
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
