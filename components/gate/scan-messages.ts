import type { LocalVerdict } from "@/lib/browser/gate-offline/decide-scan";
import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";
import { LAGOS_TIME_ZONE } from "@/lib/platform/time/lagos";

/** The outcome shown to the person at the gate: a big admit or refuse, and why. */
export type ScanDisplay = { admit: boolean; title: string; holder: string; details: string[] };

const time = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("en-NG", { timeZone: LAGOS_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso)) : "an earlier scan";

/** Type, seat and the code shown (the list holds no codes: it is the one scanned or typed, when known). */
function describe(ticket: LocalTicket | null, code = ""): string[] {
  return ticket ? [ticket.type, ticket.seat, code || ticket.code || ""].filter(Boolean) : [];
}

function whereAdmitted(ticket: LocalTicket): string {
  if (ticket.admittedHere) return `Admitted on this device at ${time(ticket.admittedAt)}`;
  const where = ticket.admittedGate || (ticket.admittedDevice ? `device ${ticket.admittedDevice.slice(0, 6)}` : "another gate");
  return `Admitted at ${where} at ${time(ticket.admittedAt)}`;
}

export function scanDisplay(verdict: LocalVerdict, admitted: LocalTicket | null, code = ""): ScanDisplay {
  if (verdict.kind === "admit") {
    const ticket = admitted ?? verdict.ticket;
    return {
      admit: true,
      title: "Admit",
      holder: ticket?.name || "Ticket holder",
      details: [...describe(ticket, code), ...(verdict.bySignature ? ["Genuine ticket, sold after the last sync"] : [])],
    };
  }
  const ticket = verdict.ticket;
  const holder = ticket?.name || "";
  switch (verdict.reason) {
    case "revoked":
      return {
        admit: false,
        title: "Do not admit: ticket refunded or cancelled, or passed on to someone else",
        holder,
        details: describe(ticket, code),
      };
    case "already_admitted":
      return { admit: false, title: "Do not admit: already admitted", holder, details: [whereAdmitted(ticket!), ...describe(ticket, code)] };
    case "forged":
      return { admit: false, title: "Do not admit: not a genuine ticket for this event", holder, details: [] };
    case "unknown":
      return { admit: false, title: "Do not admit: code not on the list", holder, details: ["Sync when you have signal, or check the code"] };
  }
}

/** The refusal a stopped scanner gives every scan: the server no longer lets this link or account in. */
export function stoppedDisplay(isLink: boolean, message: string): ScanDisplay {
  return {
    admit: false,
    title: isLink ? "Do not admit: this check-in link no longer works" : "Do not admit: this device may no longer check tickets in here",
    holder: "",
    details: [message],
  };
}
