import type { Metadata } from "next";
import { CategoriesPage, categoriesMetadata } from "@/components/categories/categories-page";
import { queryParam, type SearchParams } from "@/components/landing/query-param";

// A chosen tab (?category=…) is read from the URL, so this page renders per request; the lists
// themselves are cached. Without a tab, /event-categories is the cached edition instead
// (app/(public)/categories-edition, by a rewrite in next.config.ts).
export const dynamic = "force-dynamic";

type CategoriesPageProps = { searchParams: SearchParams };

export async function generateMetadata({ searchParams }: CategoriesPageProps): Promise<Metadata> {
  return categoriesMetadata(queryParam((await searchParams).category));
}

export default async function EventCategoriesPage({ searchParams }: CategoriesPageProps) {
  return <CategoriesPage slug={queryParam((await searchParams).category)} />;
}
