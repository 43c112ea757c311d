import type { Metadata } from "next";
import { FeaturedEvents } from "@/components/featured-events";
import { GetStartedBanner } from "@/components/landing/get-started-banner";
import { LandingHero } from "@/components/landing/hero";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { NewsletterSection } from "@/components/landing/newsletter-section";
import { PlanCards } from "@/components/landing/plan-cards";
import { Testimonials } from "@/components/landing/testimonials";
import { TrendingEvents } from "@/components/landing/trending-events";
import { listFeaturedEvents, listTrendingEvents } from "@/lib/events/queries";
import { OPEN_GRAPH_DEFAULTS, SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

// The build has no database; the lists are cached server-side, so rendering per request stays cheap.
export const dynamic = "force-dynamic";

const title = `${SITE_NAME} — Event tickets in Nigeria`;

export const metadata: Metadata = {
  title: { absolute: title },
  description: SITE_DESCRIPTION,
  alternates: { canonical: "/" },
  openGraph: { ...OPEN_GRAPH_DEFAULTS, title, description: SITE_DESCRIPTION, url: "/" },
};

export default async function HomePage() {
  const [featured, trending] = await Promise.all([
    loadOrEmpty("landing page: featured events", () => listFeaturedEvents()),
    loadOrEmpty("landing page: trending events", () => listTrendingEvents(4)),
  ]);
  return (
    <>
      <LandingHero />
      <TrendingEvents events={trending} />
      <FeaturedEvents events={featured} />
      <PlanCards />
      <Testimonials />
      <GetStartedBanner />
      <NewsletterSection />
    </>
  );
}
