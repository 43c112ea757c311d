import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FeaturedEvents } from "@/components/featured-events";
import { GetStartedBanner } from "@/components/landing/get-started-banner";
import { LandingHero } from "@/components/landing/hero";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { NewsletterSection } from "@/components/landing/newsletter-section";
import { PlanCards } from "@/components/landing/plan-cards";
import { Testimonials } from "@/components/landing/testimonials";
import { TrendingEvents } from "@/components/landing/trending-events";
import { listFeaturedEvents, listTrendingEvents } from "@/lib/domain/events/queries";
import { OPEN_GRAPH_DEFAULTS, SITE_DESCRIPTION, SITE_NAME } from "@/lib/platform/site";

// The home page, served at "/" by a rewrite (next.config.ts). It lives under a dynamic segment so
// that, like an event page, nothing is prerendered at build (which has no database): the first
// request renders it, later ones are served from the cache until an event changes
// (announceEventChange expires the events tag its lists carry, in every server process) or 60 s pass.
export const revalidate = 60;
export const dynamicParams = true;

/** The one edition there is; any other address under /home-page is not a page. */
const HOME_EDITION = "main";

export async function generateStaticParams(): Promise<{ edition: string }[]> {
  return [];
}

const title = `${SITE_NAME} — Event tickets in Nigeria`;

export const metadata: Metadata = {
  title: { absolute: title },
  description: SITE_DESCRIPTION,
  alternates: { canonical: "/" },
  openGraph: { ...OPEN_GRAPH_DEFAULTS, title, description: SITE_DESCRIPTION, url: "/" },
};

export default async function HomePage({ params }: { params: Promise<{ edition: string }> }) {
  if ((await params).edition !== HOME_EDITION) notFound();
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
