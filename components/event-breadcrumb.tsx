export function EventBreadcrumb({ categoryName, title }: { categoryName?: string; title: string }) {
  return (
    <div className="flex items-center gap-2">
      <a
        href="/event-categories"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-zinc-100"
        aria-label="Back to event categories"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
      <nav aria-label="Breadcrumb" className="min-w-0">
        <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <li>
            <a href="/event-categories" className="inline-flex min-h-11 items-center font-medium text-primary-700 hover:underline">
              Shows
            </a>
          </li>
          {categoryName ? <Crumb>{categoryName}</Crumb> : null}
          <Crumb current>{title}</Crumb>
        </ol>
      </nav>
    </div>
  );
}

function Crumb({ children, current = false }: { children: string; current?: boolean }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span aria-hidden="true">&gt;</span>
      <span aria-current={current ? "page" : undefined} className={current ? "truncate font-medium text-ink" : undefined}>
        {children}
      </span>
    </li>
  );
}
