import { clearBrowserFavorites, readBrowserFavorites } from "@/components/favorites/browser-favorites";

/**
 * After login: moves the favourites saved in this browser as a visitor into the account (DESIGN 9).
 * They are cleared only once the server has them; on any failure they stay for the next login.
 */
export async function mergeBrowserFavorites(): Promise<void> {
  const eventIds = readBrowserFavorites();
  if (eventIds.length === 0) return;
  try {
    const response = await fetch("/api/v1/favorites/merge", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ eventIds }),
      cache: "no-store",
    });
    if (response.ok) clearBrowserFavorites();
  } catch {
    // Offline: kept in the browser and merged at the next login.
  }
}
