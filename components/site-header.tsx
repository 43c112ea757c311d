import { StaticImage } from "@/components/static-image";
import Link from "next/link";
import { HeaderAccount, HeaderSearch, MobileAccountLinks } from "@/components/header-account";
import { MobileMenu } from "@/components/mobile-menu";

const NAV_LINKS = [{ href: "/event-categories", label: "Event Categories" }] as const;

const linkStyle = "inline-flex min-h-11 items-center rounded-full px-4 font-medium";

function NavLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <ul className={stacked ? "grid" : "flex items-center"}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={`${linkStyle} hover:bg-zinc-100 ${stacked ? "w-full" : ""}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-5 md:px-6">
        <Link href="/" className="inline-flex min-h-11 shrink-0 items-center">
          <StaticImage src="/images/logo.svg" alt="Scheditix home" width={148} height={36} loading="eager" />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <NavLinks />
        </nav>

        <HeaderSearch className="order-last w-full md:order-none md:max-w-md md:flex-1" />

        <div className="ml-auto hidden md:block">
          <HeaderAccount />
        </div>

        <MobileMenu className="ml-auto md:hidden">
          <nav aria-label="Main">
            <NavLinks stacked />
            <MobileAccountLinks />
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}
