// What a cut, forged or passed-on ticket link opens (still a 404).
export default function DeadTicketLink() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold">This ticket link does not work</h1>
      <p>
        Part of the link may have been cut off when it was copied, or the ticket was passed on to someone else: a ticket passed on gets a new link and
        QR code, and the old ones stop working.
      </p>
      <p>If you bought the tickets, the link to your order in your e-mail still shows every ticket and to whom each was passed.</p>
    </div>
  );
}
