import type { Metadata } from "next";
import { FeaturedEvents } from "@/components/featured-events";
import { LandingHero } from "@/components/landing-hero";
import { listFeaturedEvents } from "@/lib/events/queries";
import type { PublicEvent } from "@/lib/events/serialize-event";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  alternates: { canonical: "/" },
};

/** SPEC 8: a failed featured-events fetch is logged and the section stays empty. */
async function featuredEventsOrNone(): Promise<PublicEvent[]> {
  try {
    return await listFeaturedEvents();
  } catch (error) {
    logger.error("landing page: featured events could not be loaded", { error });
    return [];
  }
}

export default async function HomePage() {
  const events = await featuredEventsOrNone();
  return (
    <>
      <LandingHero />
      <FeaturedEvents events={events} />
    </>
  );
}
