/** Pro and Premium organisers may show the event among the home page's featured events. */
export function FeatureChoice({ canFeature }: { canFeature: boolean }) {
  return (
    <div className="flex min-h-11 items-start gap-3">
      <input
        id="featured"
        name="featured"
        type="checkbox"
        value="yes"
        disabled={!canFeature}
        aria-describedby="featured-hint"
        className="mt-1 size-5 accent-primary-700"
      />
      <div>
        <label htmlFor="featured" className="font-medium">
          Feature this event on the home page
        </label>
        <p id="featured-hint" className="text-sm text-muted">
          {canFeature ? "Shown among the featured events while it is upcoming." : "Available on the Pro and Premium plans."}
        </p>
      </div>
    </div>
  );
}
