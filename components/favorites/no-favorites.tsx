import { EmptyState } from "@/components/ui/empty-state";
import { EMPTY_MESSAGE } from "@/components/favorites/favorite-messages";

/** The empty state SPEC 8 words. */
export function NoFavorites() {
  return <EmptyState title={EMPTY_MESSAGE} action={{ href: "/event-categories", label: "Find an event", prominent: true }} />;
}
