import { lagosDate } from "@/lib/platform/time/lagos";

/**
 * The demo data a fresh install starts with: plain values only, so tests, the README and the
 * seeder read the same thing. Dates are offsets from "today" so the demo never goes stale.
 */

export type DemoCategory = { categoryName: string; slug: string; description: string };

export type DemoUser = {
  fullname: string;
  email: string;
  password: string;
  phoneNo: string;
  plan: "basic" | "pro" | "premium";
};

export type PosterMotif = "circles" | "waves" | "grid" | "triangles" | "rings" | "confetti";

export type DemoEvent = {
  /** Names the poster file: `events/<slug>.webp`. */
  slug: string;
  title: string;
  description: string;
  location: string;
  agenda: string;
  rules: string;
  categorySlug: string;
  /** Naira; 0 is a free event. */
  price: number;
  quantity: number;
  purchaseLimit: number;
  tables: number;
  seats: number;
  parking: "yes" | "no";
  featured: boolean;
  /** Days from today (Lagos) to the first day; negative is in the past. */
  startOffsetDays: number;
  startTime: string;
  endTime: string;
  /** Days from the first day to the last; 0 is a one-day event. */
  spanDays: number;
  /**
   * Tickets already sold, seeded as real paid orders with tickets and attendees (lib/jobs/seed/demo-sales.ts),
   * so dashboards, trending and check-in lists agree; `demoAttendeeTickets` of them are the demo attendee's.
   */
  sales?: { ticketSold: number; demoAttendeeTickets?: number };
  /**
   * Ticket types, the first being "Regular" at `price` (seeded sales are of that type); their
   * quantities add up to `quantity`. Without them the event sells one "Regular" type.
   */
  types?: { name: string; price: number; quantity: number; description?: string; salesEndOffsetDays?: number }[];
  poster: { from: string; to: string; accent: string; motif: PosterMotif };
};

export const DEMO_ORGANISER: DemoUser = {
  fullname: "Adaeze Okafor",
  email: "organiser@scheditix.test",
  password: "Organiser123!",
  phoneNo: "8031234567",
  plan: "pro",
};

export const DEMO_ATTENDEE: DemoUser = {
  fullname: "Tunde Bakare",
  email: "attendee@scheditix.test",
  password: "Attendee123!",
  phoneNo: "8059876543",
  plan: "basic",
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_ORGANISER, DEMO_ATTENDEE];

/** Owns the demo's walk-up sales; its password is random, so nobody signs in as it. */
export const DEMO_BOX_OFFICE = {
  fullname: "Scheditix Box Office",
  email: "box-office@scheditix.test",
  phoneNo: "8000000000",
} as const;

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    categoryName: "Concerts",
    slug: "concerts",
    description: "Live music from Afrobeats headliners to highlife bands and gospel choirs.",
  },
  {
    categoryName: "Comedy",
    slug: "comedy",
    description: "Stand-up specials, open mics and comedy nights across Lagos.",
  },
  {
    categoryName: "Tech",
    slug: "tech",
    description: "Meetups, hackathons and workshops for Nigeria's builders and engineers.",
  },
  {
    categoryName: "Conferences",
    slug: "conferences",
    description: "Business summits, industry conferences and professional masterclasses.",
  },
  {
    categoryName: "Weddings & Parties",
    slug: "weddings-and-parties",
    description: "Owambe parties, wedding fairs, birthdays and festive celebrations.",
  },
  {
    categoryName: "Food & Drinks",
    slug: "food-and-drinks",
    description: "Food festivals, tastings, brunches and evenings out for food lovers.",
  },
];

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: "afrobeats-under-the-stars",
    title: "Afrobeats Under the Stars",
    description:
      "An open-air night of Afrobeats, Amapiano and Afro-fusion with a live band, guest DJs and the best sound system in Victoria Island. Bring your crew and dance till late.",
    location: "Muri Okunola Park, Victoria Island, Lagos",
    agenda: "17:00 Gates open\n18:00 DJ warm-up\n19:30 Live band set\n21:00 Headline performance\n23:00 Afterparty DJs",
    rules: "18+ only. No outside food or drinks. Bags are searched at the gate. Tickets are non-refundable.",
    categorySlug: "concerts",
    price: 15_000,
    quantity: 2_000,
    purchaseLimit: 5,
    tables: 0,
    seats: 2_000,
    parking: "yes",
    featured: true,
    startOffsetDays: 10,
    startTime: "18:00",
    endTime: "23:30",
    spanDays: 0,
    sales: { ticketSold: 124 },
    types: [
      { name: "Regular", price: 15_000, quantity: 1_700, description: "General admission" },
      { name: "VIP", price: 40_000, quantity: 250, description: "Raised deck by the stage, a welcome drink" },
      { name: "V-VIP", price: 100_000, quantity: 50, description: "Backstage lounge, bottle service and parking" },
    ],
    poster: { from: "#27187e", to: "#ff5722", accent: "#ffd166", motif: "circles" },
  },
  {
    slug: "eko-highlife-night",
    title: "Eko Highlife Night",
    description:
      "A black-tie evening of classic highlife and juju standards, performed by a twelve-piece orchestra over a three-course dinner at Eko Hotel.",
    location: "Eko Hotel & Suites, Adetokunbo Ademola Street, Victoria Island, Lagos",
    agenda: "18:30 Cocktail reception\n19:30 Dinner is served\n20:30 Orchestra, first set\n22:00 Orchestra, second set",
    rules: "Dress code: black tie or native formal. Tables of ten. Children under 12 are not admitted.",
    categorySlug: "concerts",
    price: 50_000,
    quantity: 500,
    purchaseLimit: 4,
    tables: 50,
    seats: 500,
    parking: "yes",
    featured: true,
    startOffsetDays: 24,
    startTime: "18:30",
    endTime: "23:00",
    spanDays: 0,
    sales: { ticketSold: 62 },
    poster: { from: "#0b3d2e", to: "#c9a227", accent: "#fff4d6", motif: "waves" },
  },
  {
    slug: "lagos-gospel-praise-fest",
    title: "Lagos Gospel Praise Fest",
    description: "Choirs and worship leaders from across Lagos come together for an evening of praise. Free entry; register so we can plan seating.",
    location: "Tafawa Balewa Square, Lagos Island, Lagos",
    agenda: "15:00 Gates open\n16:00 Opening prayer\n16:30 Mass choir\n18:30 Guest ministers\n20:30 Closing prayer",
    rules: "Free entry with a registered ticket. Please arrive early; gates close at 19:00.",
    categorySlug: "concerts",
    price: 0,
    quantity: 5_000,
    purchaseLimit: 10,
    tables: 0,
    seats: 5_000,
    parking: "yes",
    featured: false,
    startOffsetDays: 40,
    startTime: "16:00",
    endTime: "21:00",
    spanDays: 0,
    sales: { ticketSold: 215 },
    poster: { from: "#3a0ca3", to: "#4cc9f0", accent: "#ffffff", motif: "rings" },
  },
  {
    slug: "laugh-out-lagos",
    title: "Laugh Out Lagos: Stand-up Special",
    description:
      "Five of Lagos' sharpest stand-up comedians, one host and two hours of jokes about traffic, NEPA, aunties and everything in between.",
    location: "Terra Kulture, Tiamiyu Savage Street, Victoria Island, Lagos",
    agenda: "19:00 Doors open\n19:30 Host opens the show\n19:45 Comedians\n21:15 Headliner\n22:15 Meet and greet",
    rules: "Strictly 16+. Phones on silent; no recording of the sets.",
    categorySlug: "comedy",
    price: 5_000,
    quantity: 300,
    purchaseLimit: 6,
    tables: 30,
    seats: 300,
    parking: "no",
    featured: true,
    startOffsetDays: 6,
    startTime: "19:30",
    endTime: "22:30",
    spanDays: 0,
    sales: { ticketSold: 48, demoAttendeeTickets: 2 },
    poster: { from: "#ff5722", to: "#ffb703", accent: "#27187e", motif: "confetti" },
  },
  {
    slug: "yaba-open-mic-comedy",
    title: "Yaba Open Mic Comedy",
    description: "New comedians try out fresh material. Five minutes each, no heckling (much).",
    location: "Herbert Macaulay Way, Yaba, Lagos",
    agenda: "18:00 Sign-up for comics\n18:30 Open mic\n20:30 Close",
    rules: "Free entry. Comics must sign up by 18:15.",
    categorySlug: "comedy",
    price: 0,
    quantity: 150,
    purchaseLimit: 2,
    tables: 15,
    seats: 150,
    parking: "no",
    featured: false,
    startOffsetDays: -14,
    startTime: "18:30",
    endTime: "20:30",
    spanDays: 0,
    sales: { ticketSold: 36 },
    poster: { from: "#1b263b", to: "#e63946", accent: "#f1faee", motif: "waves" },
  },
  {
    slug: "lagos-js-meetup",
    title: "Lagos JS Meetup: Building for Low Bandwidth",
    description:
      "Talks and a workshop on making fast web apps for users on 3G and expensive data: caching, image budgets, offline-first forms and measuring what matters.",
    location: "Co-Creation Hub, Herbert Macaulay Way, Yaba, Lagos",
    agenda: "10:00 Registration and coffee\n10:30 Talks\n12:30 Lunch\n13:30 Hands-on workshop\n15:30 Networking",
    rules: "Bring a laptop for the workshop. Follow the community code of conduct.",
    categorySlug: "tech",
    price: 0,
    quantity: 200,
    purchaseLimit: 2,
    tables: 20,
    seats: 200,
    parking: "no",
    featured: false,
    startOffsetDays: 3,
    startTime: "10:00",
    endTime: "16:00",
    spanDays: 0,
    sales: { ticketSold: 42 },
    poster: { from: "#14213d", to: "#2a9d8f", accent: "#f7df1e", motif: "grid" },
  },
  {
    slug: "women-in-tech-hackathon",
    title: "Women in Tech Lagos Hackathon",
    description:
      "Two days of building in teams of four, with mentors from local startups and prizes for the best solutions to everyday problems in Nigerian cities.",
    location: "Landmark Centre, Water Corporation Drive, Oniru, Victoria Island, Lagos",
    agenda: "Day 1: 09:00 Kick-off, team formation, hacking\nDay 2: 09:00 Mentoring, 15:00 Demos, 17:00 Awards",
    rules: "Teams of up to four. All code written during the event. Meals are provided.",
    categorySlug: "tech",
    price: 0,
    quantity: 120,
    purchaseLimit: 1,
    tables: 30,
    seats: 120,
    parking: "yes",
    featured: false,
    startOffsetDays: -30,
    startTime: "09:00",
    endTime: "18:00",
    spanDays: 1,
    sales: { ticketSold: 40 },
    poster: { from: "#5a189a", to: "#f72585", accent: "#ffffff", motif: "grid" },
  },
  {
    slug: "naija-fintech-summit",
    title: "Naija Fintech Summit",
    description:
      "Two days of keynotes, panels and workshops with founders, regulators and investors on payments, lending, open banking and the future of money in Nigeria.",
    location: "Landmark Centre, Water Corporation Drive, Oniru, Victoria Island, Lagos",
    agenda: "Day 1: Keynotes, payments and regulation panels, founder showcase\nDay 2: Workshops, investor office hours, closing dinner",
    rules: "Badge pick-up with a valid ID. Business casual. Recording of sessions for personal use only.",
    categorySlug: "conferences",
    price: 50_000,
    quantity: 800,
    purchaseLimit: 3,
    tables: 80,
    seats: 800,
    parking: "yes",
    featured: true,
    startOffsetDays: 30,
    startTime: "09:00",
    endTime: "17:00",
    spanDays: 1,
    sales: { ticketSold: 84 },
    poster: { from: "#03045e", to: "#0077b6", accent: "#ff5722", motif: "triangles" },
  },
  {
    slug: "ikeja-sme-growth-conference",
    title: "Ikeja SME Growth Conference",
    description:
      "Practical sessions for small business owners on financing, pricing, hiring and selling online, with one-to-one clinics from accountants and lawyers.",
    location: "Sheraton Lagos Hotel, Mobolaji Bank Anthony Way, Ikeja, Lagos",
    agenda: "09:00 Registration\n09:30 Opening keynote\n10:30 Breakout sessions\n13:00 Lunch\n14:00 Clinics\n16:00 Close",
    rules: "Bring business cards. Lunch is included with every ticket.",
    categorySlug: "conferences",
    price: 15_000,
    quantity: 400,
    purchaseLimit: 3,
    tables: 40,
    seats: 400,
    parking: "yes",
    featured: false,
    startOffsetDays: -7,
    startTime: "09:00",
    endTime: "16:00",
    spanDays: 0,
    sales: { ticketSold: 53, demoAttendeeTickets: 1 },
    poster: { from: "#283618", to: "#606c38", accent: "#fefae0", motif: "triangles" },
  },
  {
    slug: "owambe-fiesta-lekki",
    title: "Owambe Fiesta: Lekki Edition",
    description:
      "The biggest owambe of the season: live fuji and juju, aso-ebi competition, small chops all day and a dance floor that does not rest.",
    location: "Lekki Leisure Lake, Lekki Phase 1, Lagos",
    agenda: "14:00 Guests arrive\n15:00 Live fuji band\n17:00 Aso-ebi parade\n19:00 Juju set\n21:00 Dance off",
    rules: "Come in your best aso-ebi. No outside food or drinks. 18+ after 20:00.",
    categorySlug: "weddings-and-parties",
    price: 15_000,
    quantity: 600,
    purchaseLimit: 8,
    tables: 60,
    seats: 600,
    parking: "yes",
    featured: false,
    startOffsetDays: 17,
    startTime: "14:00",
    endTime: "22:00",
    spanDays: 0,
    sales: { ticketSold: 55 },
    poster: { from: "#9d0208", to: "#f48c06", accent: "#ffe8d6", motif: "confetti" },
  },
  {
    slug: "lagos-bridal-and-wedding-expo",
    title: "Lagos Bridal & Wedding Expo",
    description:
      "Meet planners, decorators, caterers, photographers and designers in one place, with runway shows and exclusive expo discounts for couples.",
    location: "Harbour Point, Wilmot Point Road, Victoria Island, Lagos",
    agenda: "Day 1: 10:00 Exhibitor halls open, 14:00 Bridal runway\nDay 2: 10:00 Halls open, 13:00 Planner talks",
    rules: "Couples get two tickets for the price of one at the door with a matching registration.",
    categorySlug: "weddings-and-parties",
    price: 5_000,
    quantity: 1_000,
    purchaseLimit: 4,
    tables: 0,
    seats: 1_000,
    parking: "yes",
    featured: false,
    startOffsetDays: 45,
    startTime: "10:00",
    endTime: "18:00",
    spanDays: 1,
    poster: { from: "#6d597a", to: "#e56b6f", accent: "#fff1e6", motif: "rings" },
  },
  {
    slug: "lagos-jollof-and-suya-festival",
    title: "Lagos Jollof & Suya Festival",
    description: "Three days of the city's best jollof, suya and grills, with a jollof cook-off, live music and a kids' corner. Come hungry.",
    location: "Freedom Park, Broad Street, Lagos Island, Lagos",
    agenda: "Daily: 11:00 Gates open, 13:00 Cooking demos, 16:00 Jollof cook-off heats, 19:00 Live music",
    rules: "Ticket covers entry for one day. Food and drinks are sold by vendors. Children under 5 enter free.",
    categorySlug: "food-and-drinks",
    price: 5_000,
    quantity: 3_000,
    purchaseLimit: 10,
    tables: 100,
    seats: 3_000,
    parking: "yes",
    featured: false,
    startOffsetDays: -1,
    startTime: "11:00",
    endTime: "22:00",
    spanDays: 2,
    sales: { ticketSold: 189 },
    types: [
      { name: "Regular", price: 5_000, quantity: 2_500, description: "Entry for one day" },
      { name: "Early bird", price: 3_000, quantity: 500, description: "Entry for one day, at the early price", salesEndOffsetDays: -7 },
    ],
    poster: { from: "#bc3908", to: "#f6aa1c", accent: "#2b2d42", motif: "circles" },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoSchedule = { startDate: string; startTime: string; endDate: string; endTime: string };

/**
 * The calendar dates of a demo event seen from `now`, as the create form sends them.
 * Lagos has no daylight saving, so whole days of milliseconds are whole calendar days.
 */
export function demoSchedule(event: DemoEvent, now: Date): DemoSchedule {
  const startDate = lagosDate(new Date(now.getTime() + event.startOffsetDays * DAY_MS));
  const endDate = lagosDate(new Date(now.getTime() + (event.startOffsetDays + event.spanDays) * DAY_MS));
  return { startDate, startTime: event.startTime, endDate, endTime: event.endTime };
}
