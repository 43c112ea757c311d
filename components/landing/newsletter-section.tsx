import { NewsletterForm } from "@/components/landing/newsletter-form";

export const NEWSLETTER_PITCH =
  "New concerts, comedy nights and meetups in Lagos and beyond, in your inbox about once a week. Unsubscribe at any time.";

/** The newsletter box shared by the landing and event-categories pages. */
export function NewsletterSection({ headingId = "newsletter" }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="bg-accent text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between md:px-6 md:py-16">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
            Subscribe to our newsletter
          </h2>
          <p className="mt-2 text-zinc-200">{NEWSLETTER_PITCH}</p>
        </div>
        <NewsletterForm id={`${headingId}-email`} tone="dark" />
      </div>
    </section>
  );
}
