/** Facts about the product shown across the site (metadata, header, footer). */
export const SITE_NAME = "Scheditix";

export const SITE_DESCRIPTION =
  "Discover concerts, comedy shows, tech meetups and more across Nigeria, and buy tickets in naira in minutes. Organisers create events and sell tickets for free.";

export const OFFICE = {
  street: "14 Admiralty Way, Lekki Phase 1",
  city: "Lagos",
  country: "Nigeria",
  phone: "+234 800 724 3384",
  email: "hello@scheditix.com",
  hours: "Open 24 hours, 7 days a week",
} as const;

/** OpenGraph fields every page shares; a page that sets `openGraph` replaces the parent's, so it spreads these. */
export const OPEN_GRAPH_DEFAULTS = {
  siteName: SITE_NAME,
  locale: "en_NG",
  type: "website",
} as const;
