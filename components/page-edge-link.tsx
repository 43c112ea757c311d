import Link from "next/link";

/** The look of a pagination link: the page numbers and the links at the ends share it. */
export const PAGE_LINK = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 font-medium";
export const IDLE_PAGE_LINK = "border-zinc-300 bg-white hover:border-primary-700";

/** A link at an end of a pagination nav (First, Previous, Next, Last); without `href`, greyed out. */
export function PageEdgeLink({ label, href }: { label: string; href: string | undefined }) {
  return href ? (
    <Link href={href} className={`${PAGE_LINK} ${IDLE_PAGE_LINK}`}>
      {label}
    </Link>
  ) : (
    <span aria-hidden="true" className={`${PAGE_LINK} border-zinc-200 text-zinc-500`}>
      {label}
    </span>
  );
}
