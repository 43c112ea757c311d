import type { Metadata } from "next";
import { FavoriteList } from "@/components/favorites/favorite-list";

export const metadata: Metadata = {
  title: "Favorite events",
  description: "The events you saved to come back to.",
  alternates: { canonical: "/favorite" },
  // Personal to each visitor: nothing here for search engines.
  robots: { index: false },
};

/** A static shell; the list is read in the browser (the account's favourites or this browser's). */
export default function FavoritePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:px-6 md:py-10">
      <h1 id="favorites-heading" tabIndex={-1} className="text-2xl font-semibold md:text-3xl">
        Favorite events
      </h1>
      <FavoriteList headingId="favorites-heading" />
    </div>
  );
}
