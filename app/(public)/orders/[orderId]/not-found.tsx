import { ResendTicketsForm } from "@/components/tickets/resend-tickets-form";

// What a cut, mistyped or forged ticket link opens (still a 404): what went wrong and a way to get
// a working link again, by e-mail to the address the tickets were bought with.
export default function BrokenTicketLink() {
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 md:py-16">
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold">This ticket link does not work</h1>
        <p>
          The link is incomplete or wrong: part of it may have been cut off when it was copied, or it was changed. Your tickets are safe, and the link
          we e-mailed still works.
        </p>
        <p>Type the e-mail address you bought the tickets with, and we will send the links to your tickets to it again.</p>
      </div>
      <div className="rounded-2xl border border-zinc-200 p-5">
        <ResendTicketsForm />
      </div>
      <p className="text-sm text-muted">
        Have an account with that address?{" "}
        <a href="/login" className="font-medium text-primary-700 underline underline-offset-4">
          Log in
        </a>{" "}
        to see every ticket in one place.
      </p>
    </div>
  );
}
