/** One labelled figure in a card's <dl>. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-zinc-100 p-3">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
