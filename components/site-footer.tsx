import { OFFICE, SITE_NAME } from "@/lib/platform/site";

type FooterLink = { href: string; label: string };

const LINK_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Quick links",
    links: [
      { href: "/", label: "Home" },
      { href: "/event-categories", label: "Event Categories" },
      { href: "/explore-category", label: "Explore events" },
      { href: "/favorite", label: "Favourites" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/login", label: "Sign In" },
      { href: "/register", label: "Create an account" },
      { href: "/forget-password", label: "Forgot password" },
      { href: `mailto:${OFFICE.email}`, label: "Contact support" },
    ],
  },
  {
    title: "Other links",
    links: [
      { href: "/dashboard/create-event", label: "Create an event" },
      { href: "/dashboard/upcoming-events", label: "My events" },
      { href: "/dashboard/overview", label: "Organiser overview" },
    ],
  },
];

const linkStyle = "inline-flex min-h-11 items-center text-zinc-200 hover:text-white hover:underline";

function FooterLinkItem({ link }: { link: FooterLink }) {
  return (
    <a href={link.href} className={linkStyle}>
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-accent text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-4">
        <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-3 lg:col-span-3">
          {LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-lg font-semibold">{group.title}</h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div>
          <h2 className="text-lg font-semibold">Contact us</h2>
          <address className="mt-3 space-y-1 text-zinc-200 not-italic">
            <p>{OFFICE.street}</p>
            <p>
              {OFFICE.city}, {OFFICE.country}
            </p>
            <p>
              <a href={`tel:${OFFICE.phone.replace(/\s/g, "")}`} className={linkStyle}>
                {OFFICE.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${OFFICE.email}`} className={linkStyle}>
                {OFFICE.email}
              </a>
            </p>
          </address>
          <p className="mt-3 text-zinc-200">
            <span className="font-medium text-white">Office hours:</span> {OFFICE.hours}
          </p>
        </div>
      </div>

      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-zinc-200 md:px-6">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
