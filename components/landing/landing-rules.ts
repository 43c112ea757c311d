/** Pure rules behind the landing page's client components, kept apart so they can be unit-tested. */

/** SPEC 9: the hero changes every 3 s, the testimonials every 5 s. */
export const HERO_INTERVAL_MS = 3_000;
export const TESTIMONIAL_INTERVAL_MS = 5_000;

/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlideIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** "2 of 4": how each slide is announced. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

export type RotationState = {
  /** The visitor pressed pause (true) or play (false); null until they choose. */
  pausedByUser: boolean | null;
  prefersReducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
};

/** Whether rotation is switched on: the visitor's choice, else off for people who prefer reduced motion. */
export function rotationEnabled({ pausedByUser, prefersReducedMotion }: Pick<RotationState, "pausedByUser" | "prefersReducedMotion">): boolean {
  return pausedByUser === null ? !prefersReducedMotion : !pausedByUser;
}

/** Whether the slides advance right now: switched on, and nobody is pointing at or inside the carousel. */
export function isRotating(state: RotationState): boolean {
  return rotationEnabled(state) && !state.hovered && !state.focused;
}

export type Plan = "basic" | "pro" | "premium";
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** SPEC 2.3: 'Trending Events' shows only to a signed-in user on the basic plan. */
export function shouldShowTrending(status: SessionStatus, plan: Plan | null): boolean {
  return status === "authenticated" && plan === "basic";
}

/** The plan in a `GET /api/v1/me` answer (`{ data: { plan } }`), or null when it has none. */
export function planOfMe(body: unknown): Plan | null {
  if (typeof body !== "object" || body === null || !("data" in body)) return null;
  const data = (body as { data: unknown }).data;
  if (typeof data !== "object" || data === null || !("plan" in data)) return null;
  const plan = (data as { plan: unknown }).plan;
  return plan === "basic" || plan === "pro" || plan === "premium" ? plan : null;
}
