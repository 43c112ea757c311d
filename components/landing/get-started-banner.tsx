import { SessionSwitch } from "@/components/session/session-switch";

function Banner() {
  return (
    <section aria-labelledby="get-started" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-primary-700 px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12">
        <div>
          <h2 id="get-started" className="text-2xl font-bold md:text-3xl">
            Ready to get started?
          </h2>
          <p className="mt-2 max-w-xl text-white">Create your account in a minute and publish your first event today. It&apos;s free.</p>
        </div>
        <a
          href="/register"
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full bg-white px-7 text-lg font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-white"
        >
          Create your free account
        </a>
      </div>
    </section>
  );
}

/** SPEC 2.3: the 'get started' banner is for visitors who are not signed in. */
export function GetStartedBanner() {
  return <SessionSwitch guest={<Banner />} />;
}
