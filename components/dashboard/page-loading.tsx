/**
 * What a dashboard list shows while its data loads: the page's outline in grey, inside the dashboard's
 * layout, so the menu stays usable. Only on pages that never redirect or answer 404 themselves: a
 * page streamed after this fallback can no longer change its status code.
 */
export function PageLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true" className="h-8 w-56 animate-pulse rounded-lg bg-zinc-200 motion-reduce:animate-none" />
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="h-64 animate-pulse rounded-2xl bg-zinc-200 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
