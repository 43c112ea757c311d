import type { Metadata } from "next";
import { NewsletterForm } from "@/components/landing/newsletter-form";
import { NEWSLETTER_PITCH } from "@/components/landing/newsletter-section";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { NEWSLETTER_STATUS_MESSAGES } from "@/lib/domain/newsletter/newsletter-messages";
import { newsletterStatusSchema, type NewsletterStatus } from "@/lib/domain/validations/newsletter";

type NewsletterPageProps = { searchParams: SearchParams };

const HEADING = "Subscribe to our newsletter";
const STATUS_ID = "newsletter-status";
const linkClassName = "inline-flex min-h-11 items-center font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800";

/** The outcome the form's handler named in `?status=`; none when absent or not one we know. */
async function statusOf(searchParams: SearchParams): Promise<NewsletterStatus | undefined> {
  return newsletterStatusSchema.safeParse(queryParam((await searchParams).status)).data;
}

export async function generateMetadata({ searchParams }: NewsletterPageProps): Promise<Metadata> {
  const status = await statusOf(searchParams);
  return {
    // The outcome leads the title, which screen readers announce when the form's post lands here.
    title: status ? `${NEWSLETTER_STATUS_MESSAGES[status]} · Newsletter` : HEADING,
    description: NEWSLETTER_PITCH,
    // The answer page of a form whose box is already on the home page: nothing for search results.
    robots: { index: false, follow: true },
    alternates: { canonical: "/newsletter" },
  };
}

// GET /newsletter — where the newsletter form lands (POST /newsletter/subscribe answers 303 here)
export default async function NewsletterPage({ searchParams }: NewsletterPageProps) {
  const status = await statusOf(searchParams);
  const succeeded = status === "subscribed" || status === "already";

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <h1 className="text-3xl font-bold md:text-4xl">{HEADING}</h1>
      <p className="mt-2 text-muted">{NEWSLETTER_PITCH}</p>
      {status ? (
        <p id={STATUS_ID} role="status" className={`mt-6 font-medium ${succeeded ? "text-green-800" : "text-red-700"}`}>
          {NEWSLETTER_STATUS_MESSAGES[status]}
        </p>
      ) : null}
      <div className="mt-6">
        <NewsletterForm id="newsletter-page-email" errorId={status === "invalid" ? STATUS_ID : undefined} />
      </div>
      <ul className="mt-8 flex flex-wrap gap-x-6">
        <li>
          <a href="/" className={linkClassName}>
            Back to the home page
          </a>
        </li>
        <li>
          <a href="/event-categories" className={linkClassName}>
            Browse events
          </a>
        </li>
      </ul>
    </div>
  );
}
