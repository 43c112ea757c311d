import { StaticImage } from "@/components/static-image";
import { Carousel } from "@/components/landing/carousel";
import { TESTIMONIAL_INTERVAL_MS } from "@/components/landing/landing-rules";

type Testimonial = { quote: string; name: string; role: string; avatar?: string };

/** SPEC 9: three pictures and four texts; the fourth speaker is shown by initials. */
const TESTIMONIALS: Testimonial[] = [
  {
    quote: "We sold every seat for a 400-guest reception and checked guests in at the gate in minutes. No more paper lists at the door.",
    name: "Adaeze Okafor",
    role: "Wedding organiser, Lagos",
    avatar: "/images/testimonials/wedding-organiser.svg",
  },
  {
    quote: "Our staff summit used to mean spreadsheets and endless phone calls. Now registration, tickets and check-in live in one place.",
    name: "Tunde Bakare",
    role: "Corporate event coordinator, Victoria Island",
    avatar: "/images/testimonials/corporate-coordinator.svg",
  },
  {
    quote: "Our monthly developer meetups fill up fast. We can see who is coming before the day and get everyone through the door quickly.",
    name: "Zainab Musa",
    role: "Tech community lead, Yaba",
    avatar: "/images/testimonials/tech-community-lead.svg",
  },
  {
    quote: "Selling comedy tickets in naira with instant payouts changed how we plan our shows. Fans love how easy it is to buy.",
    name: "Chinedu Eze",
    role: "Comedy show promoter, Ikeja",
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function Portrait({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatar) {
    return <StaticImage src={testimonial.avatar} alt="" width={96} height={96} className="size-20 shrink-0 rounded-full bg-accent-50" />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-accent text-2xl font-bold text-white"
    >
      {initials(testimonial.name)}
    </span>
  );
}

const slides = TESTIMONIALS.map((testimonial) => (
  <figure key={testimonial.name} className="flex h-full flex-col items-center gap-5 rounded-2xl bg-white p-6 text-center shadow-sm md:p-10">
    <Portrait testimonial={testimonial} />
    <blockquote className="max-w-2xl text-lg leading-relaxed md:text-xl">
      <p>“{testimonial.quote}”</p>
    </blockquote>
    <figcaption>
      <span className="block font-semibold">{testimonial.name}</span>
      <span className="block text-sm text-muted">{testimonial.role}</span>
    </figcaption>
  </figure>
));

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-accent-50">
      <div className="mx-auto max-w-4xl px-4 py-12 md:px-6 md:py-16">
        <h2 id="testimonials-heading" className="text-center text-2xl font-bold md:text-3xl">
          What organisers say
        </h2>
        <p className="mt-3 flex items-center justify-center gap-2 font-medium">
          <span aria-hidden="true" className="text-lg tracking-wider text-primary-700">
            ★★★★★
          </span>
          Rated five stars by 500+ event organisers
        </p>
        <Carousel label="Testimonials" slides={slides} intervalMs={TESTIMONIAL_INTERVAL_MS} className="mt-8" />
      </div>
    </section>
  );
}
