/** The header's event search: a plain GET form, so it works before (and without) JavaScript. */
export function SearchForm({ className = "" }: { className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={className}>
      <label htmlFor="site-search" className="sr-only">
        Search events
      </label>
      <div className="flex">
        <input
          id="site-search"
          type="search"
          name="q"
          placeholder="Search tech, comedy, concerts…"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 rounded-l-full border border-r-0 border-zinc-300 bg-white px-4 text-base placeholder:text-zinc-500 focus-visible:border-primary-700"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 min-w-12 items-center justify-center rounded-r-full bg-primary-700 px-3 text-white hover:bg-primary-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}
