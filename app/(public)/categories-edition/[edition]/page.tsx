import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CategoriesPage, categoriesMetadata } from "@/components/categories/categories-page";

// /event-categories with no tab chosen, served there by a rewrite (next.config.ts). Like the home
// page it lives under a dynamic segment, so nothing is prerendered at build (which has no database):
// the first request renders it, later ones are served from the cache (and the front cache) until an
// event changes (its lists carry the event-lists tag) or 60 s pass. A visitor no longer waits for
// the category and event lists to be read on every visit.
export const revalidate = 60;
export const dynamicParams = true;

/** The one edition there is; any other address under /categories-edition is not a page. */
const ALL_EVENTS_EDITION = "all";

export async function generateStaticParams(): Promise<{ edition: string }[]> {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return categoriesMetadata(undefined);
}

export default async function AllEventsCategoriesPage({ params }: { params: Promise<{ edition: string }> }) {
  if ((await params).edition !== ALL_EVENTS_EDITION) notFound();
  return <CategoriesPage slug={undefined} />;
}
