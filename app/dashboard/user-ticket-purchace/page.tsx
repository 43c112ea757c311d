import { redirect } from "next/navigation";

/** SPEC lists this route without content; the user's own purchases live on one page. */
export default function UserTicketPurchacePage(): never {
  redirect("/dashboard/ticket-purchased");
}
