"use client";

import { useRouter } from "next/navigation";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { favoritesRequest } from "@/components/favorites/favorites-api";
import { REMOVED_MESSAGE } from "@/components/favorites/favorite-messages";
import { RemoveFavoriteButton } from "@/components/favorites/remove-favorite-button";
import { toast } from "@/components/ui/use-toast";

type AccountRemoveButtonProps = {
  eventId: string;
  title: string;
  /** Where focus goes once the card (and this button with it) is gone. */
  focusAfterId: string;
};

/** Removes a favourite from the account, then re-renders the server list without it. */
export function AccountRemoveButton({ eventId, title, focusAfterId }: AccountRemoveButtonProps) {
  const router = useRouter();
  const { busy, run } = useBusyAction();

  const remove = () =>
    run(async () => {
      const response = await favoritesRequest(`/api/v1/favorites/${encodeURIComponent(eventId)}`, "DELETE");
      if (!response.ok) {
        if (response.status === 401) router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
        else toast.error(response.message || "We could not remove this favourite. Please try again.");
        return;
      }
      toast.success(REMOVED_MESSAGE);
      document.getElementById(focusAfterId)?.focus();
      router.refresh();
      // The card goes with the refresh; until then the button stays busy.
      return true;
    });

  return <RemoveFavoriteButton title={title} busy={busy} onRemove={remove} />;
}
