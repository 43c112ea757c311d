"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="max-w-xl text-2xl font-semibold">Something went wrong on our side</h1>
      <p className="max-w-md text-muted">We could not load this page. Please try again in a moment; if it keeps happening, head back home.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
        >
          Try again
        </button>
        {/* A plain link: a full load of the home page also leaves the failed page's state behind, and
            this boundary (shipped with every page) does not pull in a second copy of next/link. */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-full border border-primary-700 px-6 font-semibold text-primary-700 hover:bg-primary-50"
        >
          Go home
        </a>
      </div>
    </main>
  );
}
