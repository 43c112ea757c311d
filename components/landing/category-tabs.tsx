type Tab = { slug: string; categoryName: string };

const tabStyle = "inline-flex min-h-11 shrink-0 items-center rounded-full border px-5 font-medium whitespace-nowrap";
const activeStyle = `${tabStyle} border-accent bg-accent text-white`;
const idleStyle = `${tabStyle} border-zinc-300 text-ink hover:border-accent hover:bg-accent-50`;

/** 'All Events' plus one link per category; plain links, so each tab has its own URL and works without script. */
export function CategoryTabs({ categories, activeSlug }: { categories: Tab[]; activeSlug?: string }) {
  const tabs = [{ slug: undefined, categoryName: "All Events" }, ...categories];
  return (
    <nav aria-label="Event categories" className="mt-6">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:px-0">
        {tabs.map((tab) => {
          const active = tab.slug === activeSlug;
          return (
            <li key={tab.slug ?? "all"}>
              <a
                href={tab.slug ? `/event-categories?category=${encodeURIComponent(tab.slug)}` : "/event-categories"}
                aria-current={active ? "page" : undefined}
                className={active ? activeStyle : idleStyle}
              >
                {tab.categoryName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
