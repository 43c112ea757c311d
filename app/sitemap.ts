import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/platform/env";
import { listCategories } from "@/lib/domain/events/categories";
import { listEventSitemapEntries } from "@/lib/domain/events/queries";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = getEnv().APP_URL;
  const [events, categories] = await Promise.all([listEventSitemapEntries(), listCategories()]);
  return [
    { url: `${origin}/`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/event-categories`, changeFrequency: "daily", priority: 0.8 },
    ...categories.map((category) => ({
      url: `${origin}/explore-category?category=${category.slug}`,
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    ...events.map((event) => ({
      url: `${origin}/event-details/${event.id}`,
      lastModified: event.updatedAt,
      changeFrequency: "daily" as const,
      priority: 0.7,
    })),
  ];
}
