import Link from "next/link";

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-accent text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 md:px-6 md:py-24">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium">Concerts · Comedy · Tech · Weddings</p>
        <h1 id="hero-heading" className="max-w-3xl text-4xl leading-tight font-bold md:text-5xl">
          Create, discover and book <span className="text-primary-100">unforgettable events</span> across Nigeria
        </h1>
        <p className="max-w-2xl text-lg text-zinc-200">
          Sell tickets in naira, check guests in at the door and see your sales as they happen.
        </p>
        <Link
          href="/login"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-7 text-lg font-semibold text-ink hover:bg-primary-100"
        >
          Get started for free
        </Link>
      </div>
    </section>
  );
}
