import { redirect } from "next/navigation";

/** DESIGN 9: the correctly spelt path leads to the SPEC's `ticket-purchace`. */
export default function TicketPurchaseAliasPage(): never {
  redirect("/dashboard/ticket-purchace");
}
