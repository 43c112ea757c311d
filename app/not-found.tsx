import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-7xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="max-w-xl text-2xl font-semibold">Oops!! looks like you are lost lets help you find your way home</h1>
      <a href="/" className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800">
        Go back home
      </a>
    </main>
  );
}
