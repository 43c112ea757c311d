import { DateTime } from "@/components/ui/date-time";
import { formatKobo } from "@/lib/platform/format";
import type { ResaleView } from "@/lib/domain/resale/resale-view";

/** One sentence on where a ticket stands on resale; nothing when it was never listed. */
export function TicketResaleStatus({ resale }: { resale: ResaleView }) {
  const back = resale.refundKobo > 0 ? formatKobo(resale.refundKobo) : null;
  switch (resale.state) {
    case "listed":
      return (
        <p>
          <span className="mr-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">On resale</span>
          Still yours and still admits until it sells{back ? `; you get ${back} back then` : ""}.
        </p>
      );
    case "claimed":
      return (
        <p>
          <span className="mr-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">Being bought</span>A buyer is paying for it
          now; if their payment does not arrive, it is yours again.
        </p>
      );
    case "sold":
      return (
        <p>
          <span className="mr-2 rounded-full bg-zinc-200 px-3 py-1 text-sm font-semibold text-ink">Sold</span>
          Bought by someone else
          {resale.soldAt ? (
            <>
              {" "}
              on <DateTime value={resale.soldAt} />
            </>
          ) : null}
          {back ? <>: {back} refunded to how you paid.</> : "; it was free, so there was nothing to refund."}
        </p>
      );
    default:
      return null;
  }
}
