import type { Metadata } from "next";
import { EventGrid } from "@/components/event-grid";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { inputClassName } from "@/components/ui/field";
import { EmptySearchResult } from "@/components/search/empty-search-result";
import { listCategories } from "@/lib/domain/events/categories";
import { listOpenEvents } from "@/lib/domain/events/queries";
import { OPEN_GRAPH_DEFAULTS } from "@/lib/platform/site";

// Results depend on the query string, and the build has no database; the search itself is cached.
export const dynamic = "force-dynamic";

const RESULT_LIMIT = 50;

type SearchPageProps = { searchParams: SearchParams };

/** A second search box on the page itself, filled with the current words, so members (who have no header search) can refine. */
function RefineSearch({ q }: { q?: string }) {
  return (
    <form method="get" action="/search" role="search" aria-label="Search for events" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search for events
      </label>
      <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={100} enterKeyHint="search" className={inputClassName} />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
      >
        Find events
      </button>
    </form>
  );
}

const searchPath = (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : "/search");

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const q = queryParam((await searchParams).q);
  const title = q ? `Search results for "${q}"` : "Search events";
  const description = q
    ? `Upcoming events in Nigeria matching "${q}": concerts, comedy, tech meetups and more on Scheditix.`
    : "Search upcoming concerts, comedy shows, tech meetups and more across Nigeria on Scheditix.";
  const url = searchPath(q);
  return {
    title,
    description,
    // Result pages are endless and thin; keep them out of search engines but let crawlers follow the links.
    robots: { index: false, follow: true },
    alternates: { canonical: url },
    openGraph: { ...OPEN_GRAPH_DEFAULTS, title, description, url },
  };
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const q = queryParam((await searchParams).q);
  const events = q ? await loadOrEmpty("search", () => listOpenEvents({ page: 1, limit: RESULT_LIMIT, q })) : [];
  // Nothing found: the categories are the next step offered.
  const categories = q && events.length === 0 ? await loadOrEmpty("search: categories", () => listCategories()) : [];
  const count =
    events.length === RESULT_LIMIT ? `${RESULT_LIMIT}+ events found` : `${events.length} ${events.length === 1 ? "event" : "events"} found`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-3xl font-bold break-words md:text-4xl">{q ? `Search results for "${q}"` : "Search events"}</h1>
      <RefineSearch q={q} />
      {q ? (
        <>
          <p role="status" className="mt-2 text-muted">
            {count}
          </p>
          {events.length > 0 ? <EventGrid preloadFirst events={events} empty="" /> : <EmptySearchResult categories={categories} />}
        </>
      ) : (
        <p className="mt-2 text-muted">Type words of a title, a place or a kind of event, in any order, such as tech, comedy or concerts.</p>
      )}
    </div>
  );
}
