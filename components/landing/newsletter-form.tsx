type NewsletterFormProps = {
  /** The e-mail box's id: unique on the page, which may show the form more than once. */
  id: string;
  tone?: "light" | "dark";
  /** The id of a message saying the address last sent was refused; the box is then marked invalid. */
  errorId?: string;
};

/**
 * The newsletter e-mail box: a plain form posted to the server, which answers with the outcome
 * page (/newsletter). The browser checks the address before sending, so it costs no JavaScript.
 */
export function NewsletterForm({ id, tone = "light", errorId }: NewsletterFormProps) {
  const labelColour = tone === "dark" ? "text-white" : "text-ink";

  return (
    <form method="post" action="/newsletter/subscribe" className="w-full max-w-xl">
      <label htmlFor={id} className={`mb-1 block text-sm font-medium ${labelColour}`}>
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="min-h-11 w-full min-w-0 rounded-full border border-zinc-500 bg-white px-4 text-base text-ink placeholder:text-zinc-500 focus-visible:border-primary-700 user-invalid:border-red-700 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
