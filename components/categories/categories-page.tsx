import type { Metadata } from "next";
import { EventGrid } from "@/components/event-grid";
import { CategoryTabs } from "@/components/landing/category-tabs";
import { EventStrip } from "@/components/landing/event-strip";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { NewsletterSection } from "@/components/landing/newsletter-section";
import { listCategories, listCategoriesWithEvents } from "@/lib/domain/events/categories";
import { listOpenEvents } from "@/lib/domain/events/queries";
import { OPEN_GRAPH_DEFAULTS } from "@/lib/platform/site";

const ALL_EVENTS_LIMIT = 20;

/** The categories page's title, description and canonical URL for a chosen tab (by its slug) or All Events. */
export async function categoriesMetadata(slug: string | undefined): Promise<Metadata> {
  const categories = slug ? await loadOrEmpty("event categories", () => listCategories()) : [];
  const category = categories.find((candidate) => candidate.slug === slug);
  const title = category ? `${category.categoryName} · Event categories` : "Event categories";
  const description = category
    ? category.description || `Upcoming ${category.categoryName} events in Lagos and across Nigeria. Buy tickets in naira on Scheditix.`
    : "Browse concerts, comedy shows, tech meetups, weddings and more by category, and buy tickets in naira on Scheditix.";
  const url = category ? `/event-categories?category=${encodeURIComponent(category.slug)}` : "/event-categories";
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { ...OPEN_GRAPH_DEFAULTS, title, description, url },
  };
}

/** SPEC 4: the categories page, on the tab `slug` names, or All Events. */
export async function CategoriesPage({ slug }: { slug: string | undefined }) {
  const categories = await loadOrEmpty("event categories", () => listCategoriesWithEvents());
  const active = categories.find((category) => category.slug === slug);
  // SPEC 4: 'All Events' asks the server; a category uses the list loaded with the tabs.
  const events = active
    ? active.events
    : await loadOrEmpty("event categories: all events", () => listOpenEvents({ page: 1, limit: ALL_EVENTS_LIMIT }));
  const tabName = active?.categoryName ?? "All Events";

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
        <h1 className="text-3xl font-bold md:text-4xl">Shows</h1>
        <CategoryTabs categories={categories} activeSlug={active?.slug} />
        <EventStrip events={events} headingId="spotlight" heading={`${tabName}: coming up`} />

        <section aria-labelledby="feature-event" className="mt-12">
          <h2 id="feature-event" className="text-2xl font-bold md:text-3xl">
            Feature Event
          </h2>
          {/* On a phone the first card's poster, full width, is the largest paint in the first screen. */}
          <EventGrid preloadFirst events={events} empty={active ? "No featured events in this category yet." : "There are no events yet"} />
        </section>

        {categories.length > 0 ? (
          <section aria-labelledby="event-for-you" className="render-when-near mt-12 rounded-3xl bg-accent-50 px-6 py-10 md:px-10">
            <h2 id="event-for-you" className="text-2xl font-bold md:text-3xl">
              Event For You
            </h2>
            <p className="mt-2 max-w-2xl text-muted">
              Pick what you are in the mood for and see everything coming up in Lagos, with dates you can filter.
            </p>
            <ul className="mt-6 flex flex-wrap gap-3">
              {categories.map((category) => (
                <li key={category._id}>
                  <a
                    href={`/explore-category?category=${encodeURIComponent(category.slug)}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-medium text-accent shadow-sm hover:bg-accent hover:text-white"
                  >
                    Explore {category.categoryName}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <NewsletterSection />
    </>
  );
}
