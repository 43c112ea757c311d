import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";
import { listEventSitemapEntries } from "@/lib/events/queries";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = getEnv().APP_URL;
  const events = await listEventSitemapEntries();
  return [
    { url: `${origin}/`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/event-categories`, changeFrequency: "daily", priority: 0.8 },
    ...events.map((event) => ({
      url: `${origin}/event-details/${event.id}`,
      lastModified: event.updatedAt,
      changeFrequency: "daily" as const,
      priority: 0.7,
    })),
  ];
}
