import { StaticImage } from "@/components/static-image";
import { HeaderAccount, MobileAccountLinks, VisitorsOnly } from "@/components/header-account";
import { PopoverMenu } from "@/components/popover-menu";
import { SearchForm } from "@/components/search-form";

// Public pages link with plain <a>, not next/link: its client code would ship with every public page
// and push it over the 135 KB JavaScript budget, and a full load of a cached public page is cheap.
const NAV_LINKS = [{ href: "/event-categories", label: "Event Categories" }] as const;

const linkStyle = "inline-flex min-h-11 items-center rounded-full px-4 font-medium";

function NavLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <ul className={stacked ? "grid" : "flex items-center"}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={`${linkStyle} hover:bg-zinc-100 ${stacked ? "w-full" : ""}`}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-5 md:px-6">
        <a href="/" className="inline-flex min-h-11 shrink-0 items-center">
          <StaticImage src="/images/logo.svg" alt="Scheditix home" width={148} height={36} loading="eager" />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <NavLinks />
        </nav>

        <VisitorsOnly>
          <SearchForm className="order-last w-full md:order-none md:max-w-md md:flex-1" />
        </VisitorsOnly>

        <div className="ml-auto hidden md:block">
          <HeaderAccount />
        </div>

        <PopoverMenu id="site-menu" className="ml-auto md:hidden">
          <nav aria-label="Main">
            <NavLinks stacked />
            <MobileAccountLinks />
          </nav>
        </PopoverMenu>
      </div>
    </header>
  );
}
