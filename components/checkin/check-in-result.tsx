import { DateTime } from "@/components/ui/date-time";
import { placeLabel } from "@/lib/domain/seating/place-label";
import type { CheckInOutcome, TicketHolder } from "@/components/checkin/use-check-in";

const PANEL = "grid gap-1 rounded-xl border-2 px-4 py-3";

function RepeatedTicket({ holder, message }: { holder: TicketHolder | null; message: string }) {
  if (!holder) return <p className="font-semibold">{message}</p>;
  return (
    <>
      <p className="font-semibold">Already checked in</p>
      <p className="text-lg font-semibold">{holder.fullName || "Name not given"}</p>
      <p>
        {holder.ticketTypeName} · {placeLabel(holder.tableNumber, holder.seatNumber)}
      </p>
      <p>{holder.checkedInAt ? <>Admitted {<DateTime value={holder.checkedInAt} />}</> : "Admitted on an earlier scan"}</p>
    </>
  );
}

/**
 * The last scan's outcome, large enough to read at arm's length: who was let in; on a repeated
 * scan who holds the ticket, its type and when they came in; or why the code was refused.
 */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome | null }) {
  return (
    <div role="status" aria-label="Last check-in" className="min-h-14">
      {outcome === null ? (
        <p className="py-3 text-muted">Scan a ticket or type its code: the result shows here.</p>
      ) : outcome.kind === "admitted" ? (
        <div className={`${PANEL} border-green-700 bg-green-50 text-green-900`}>
          <p className="text-lg font-semibold">{outcome.message}</p>
        </div>
      ) : outcome.kind === "repeat" ? (
        <div className={`${PANEL} border-amber-600 bg-amber-50 text-amber-950`}>
          <RepeatedTicket holder={outcome.holder} message={outcome.message} />
        </div>
      ) : (
        <div className={`${PANEL} border-red-700 bg-red-50 text-red-900`}>
          <p className="font-semibold">{outcome.message}</p>
        </div>
      )}
    </div>
  );
}
