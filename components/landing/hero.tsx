import { StaticImage } from "@/components/static-image";
import { Carousel } from "@/components/landing/carousel";
import { HERO_INTERVAL_MS } from "@/components/landing/landing-rules";
import { SessionSwitch } from "@/components/session/session-switch";

const HERO_SLIDES = [
  {
    src: "/images/hero/lagos-skyline.svg",
    alt: "Illustration of the Lagos skyline at night, lit up over the lagoon",
    tagline: "Lagos after dark: find the shows everyone is talking about",
  },
  {
    src: "/images/hero/concert-crowd.svg",
    alt: "Illustration of a concert crowd with hands raised under stage lights",
    tagline: "Concerts that move the whole crowd, booked in minutes",
  },
  {
    src: "/images/hero/conference-stage.svg",
    alt: "Illustration of a speaker on a conference stage in front of an audience",
    tagline: "Conferences and meetups, from first ticket to check-in",
  },
  {
    src: "/images/hero/wedding-party.svg",
    alt: "Illustration of a couple dancing at a wedding party under string lights",
    tagline: "Weddings and parties with every guest on the list",
  },
] as const;

const button = "inline-flex min-h-12 items-center justify-center rounded-full px-6 text-base font-semibold";
const filled = `${button} bg-primary-700 text-white hover:bg-primary-800`;
const outline = `${button} border-2 border-white text-white hover:bg-white/10`;

// Attending needs no account: a visitor browses events (and buys as a guest). Getting started is signing up.
const GUEST_ACTIONS = [
  { label: "Get started for free", style: filled, href: "/register" },
  { label: "Create an event", style: outline, href: "/login" },
  { label: "Attend an event", style: outline, href: "/event-categories" },
];

function GuestActions() {
  return GUEST_ACTIONS.map(({ label, style, href }) => (
    <a key={label} href={href} className={style}>
      {label}
    </a>
  ));
}

function MemberActions() {
  return (
    <>
      <a href="/dashboard/create-event" className={filled}>
        Create an event
      </a>
      <a href="/event-categories" className={outline}>
        Attend an event
      </a>
    </>
  );
}

const slides = HERO_SLIDES.map((slide, index) => (
  <figure key={slide.src}>
    <StaticImage
      src={slide.src}
      alt={slide.alt}
      width={1200}
      height={800}
      sizes="(min-width: 1280px) 584px, (min-width: 768px) 48vw, calc(100vw - 2rem)"
      preload={index === 0}
      className="aspect-[3/2] w-full rounded-2xl bg-accent-50/10 object-cover"
    />
    <figcaption className="mt-3 text-center text-lg font-semibold text-white md:text-xl">{slide.tagline}</figcaption>
  </figure>
));

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-accent text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:px-6 md:py-20">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium">Concerts · Comedy · Tech · Weddings</p>
          <h1 id="hero-heading" className="text-4xl leading-tight font-bold md:text-5xl">
            Create, discover and book <span className="text-primary-100">unforgettable events</span> across Nigeria
          </h1>
          <p className="max-w-xl text-lg text-zinc-200">Sell tickets in naira, check guests in at the door and see your sales as they happen.</p>
          <div className="flex min-h-12 flex-wrap gap-3">
            {/* The visitor's buttons come with the cached page and stay until the session says otherwise. */}
            <SessionSwitch guest={<GuestActions />} member={<MemberActions />} />
          </div>
        </div>
        <Carousel label="Event highlights" slides={slides} intervalMs={HERO_INTERVAL_MS} tone="dark" />
      </div>
    </section>
  );
}
