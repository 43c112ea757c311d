import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountRemoveButton } from "@/components/favorites/account-remove-button";
import { EventCard } from "@/components/events/event-card";
import { NoFavorites } from "@/components/favorites/no-favorites";
import { listFavorites } from "@/lib/domain/attendee/favorites";
import { getCurrentUser } from "@/lib/domain/auth/current-user";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Favorite events",
  robots: { index: false },
};

const HEADING_ID = "favorites-heading";

export default async function EventFavoritePage() {
  // The layout guards too, but pages render alongside it: no favourites are read without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fevent-favorite");
  const favorites = await listFavorites(user._id);

  return (
    <div className="grid gap-6">
      <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-semibold">
        Favorite events
      </h1>
      {favorites.length === 0 ? (
        <NoFavorites />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {favorites.map((event) => (
            <li key={event._id}>
              <EventCard
                variant="favourite"
                event={{ ...event, imageUrl: event.image.imageUrl }}
                removeButton={<AccountRemoveButton eventId={event._id} title={event.eventTitle} focusAfterId={HEADING_ID} />}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
