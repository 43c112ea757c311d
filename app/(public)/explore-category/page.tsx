import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventGrid } from "@/components/event-grid";
import { inputClassName, labelClassName } from "@/components/ui/field";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { listCategories, type CategorySummary } from "@/lib/domain/events/categories";
import { listOpenEvents } from "@/lib/domain/events/queries";
import { OPEN_GRAPH_DEFAULTS } from "@/lib/platform/site";
import { DATE_PATTERN } from "@/lib/platform/time/lagos";

// Reads the category and dates from the URL, and the build has no database; the lists are cached.
export const dynamic = "force-dynamic";

const RESULT_LIMIT = 50;

type ExplorePageProps = { searchParams: SearchParams };
type Filter = { category: CategorySummary | undefined; categories: CategorySummary[]; from?: string; to?: string };

/** A `YYYY-MM-DD` date from the query string, or undefined for anything else. */
function dateParam(value: string | string[] | undefined): string | undefined {
  const date = queryParam(value, 10);
  return date && DATE_PATTERN.test(date) ? date : undefined;
}

/** The chosen category (the first one when none is asked for) and dates; a 404 for a category that does not exist. */
async function readFilter(searchParams: SearchParams): Promise<Filter> {
  const params = await searchParams;
  const slug = queryParam(params.category);
  const categories = await loadOrEmpty("explore: categories", () => listCategories());
  const category = slug ? categories.find((candidate) => candidate.slug === slug) : categories[0];
  if (slug && categories.length > 0 && !category) notFound();
  return { category, categories, from: dateParam(params.from), to: dateParam(params.to) };
}

const pagePath = (category?: CategorySummary) => (category ? `/explore-category?category=${encodeURIComponent(category.slug)}` : "/explore-category");

export async function generateMetadata({ searchParams }: ExplorePageProps): Promise<Metadata> {
  const { category } = await readFilter(searchParams);
  const title = category ? `${category.categoryName} in Lagos` : "Explore events";
  const description = category
    ? `Every upcoming ${category.categoryName} event in Lagos, by date. Filter by the days you are free and buy tickets in naira.`
    : "Explore upcoming events in Lagos by category and date, and buy tickets in naira on Scheditix.";
  const url = pagePath(category);
  return { title, description, alternates: { canonical: url }, openGraph: { ...OPEN_GRAPH_DEFAULTS, title, description, url } };
}

function DateFilter({ filter }: { filter: Filter }) {
  return (
    <form method="get" action="/explore-category" className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-zinc-200 p-4">
      {filter.category ? <input type="hidden" name="category" value={filter.category.slug} /> : null}
      <div>
        <label htmlFor="explore-from" className={labelClassName}>
          From
        </label>
        <input id="explore-from" type="date" name="from" defaultValue={filter.from} className={inputClassName} />
      </div>
      <div>
        <label htmlFor="explore-to" className={labelClassName}>
          To
        </label>
        <input id="explore-to" type="date" name="to" defaultValue={filter.to} min={filter.from} className={inputClassName} />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
      >
        Filter by date
      </button>
      {filter.from || filter.to ? (
        <a href={pagePath(filter.category)} className="inline-flex min-h-11 items-center font-medium text-primary-700 underline underline-offset-4">
          Clear dates
        </a>
      ) : null}
    </form>
  );
}

export default async function ExploreCategoryPage({ searchParams }: ExplorePageProps) {
  const filter = await readFilter(searchParams);
  const { category } = filter;
  const events = category
    ? await loadOrEmpty("explore: events", () =>
        listOpenEvents({ page: 1, limit: RESULT_LIMIT, category: category.slug, from: filter.from, to: filter.to }),
      )
    : [];
  const name = category?.categoryName ?? "Events";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-lg font-medium text-muted">
        <a href="/event-categories" className="inline-flex min-h-11 items-center text-primary-700 hover:underline">
          Shows
        </a>{" "}
        / <span className="text-ink">{name}</span>
      </h1>
      <h2 className="mt-2 text-3xl font-bold md:text-4xl">{name} in Lagos</h2>
      {filter.categories.length > 1 ? (
        <nav aria-label="Other categories" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {filter.categories.map((other) => (
              <li key={other._id}>
                <a
                  href={pagePath(other)}
                  aria-current={other._id === category?._id ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-zinc-300 px-4 text-sm font-medium hover:bg-accent-50 aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white"
                >
                  {other.categoryName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <DateFilter filter={filter} />
      <section aria-label={`${name} events`} className="mt-8">
        <EventGrid preloadFirst events={events} empty="No event!" className="" />
      </section>
    </div>
  );
}
