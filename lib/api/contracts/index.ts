import type { Endpoint } from "@/lib/api/endpoint";
import * as accounts from "@/lib/api/contracts/accounts";
import * as attendees from "@/lib/api/contracts/attendees";
import * as audit from "@/lib/api/contracts/audit";
import * as categories from "@/lib/api/contracts/categories";
import * as checkInLinks from "@/lib/api/contracts/check-in-links";
import * as events from "@/lib/api/contracts/events";
import * as favorites from "@/lib/api/contracts/favorites";
import * as messages from "@/lib/api/contracts/messages";
import * as gate from "@/lib/api/contracts/gate";
import * as newsletter from "@/lib/api/contracts/newsletter";
import * as payments from "@/lib/api/contracts/payments";
import * as payouts from "@/lib/api/contracts/payouts";
import * as promoCodes from "@/lib/api/contracts/promo-codes";
import * as refunds from "@/lib/api/contracts/refunds";
import * as resale from "@/lib/api/contracts/resale";
import * as sales from "@/lib/api/contracts/sales";
import * as team from "@/lib/api/contracts/team";
import * as ticketTypes from "@/lib/api/contracts/ticket-types";
import * as tickets from "@/lib/api/contracts/tickets";
import * as ticketHolders from "@/lib/api/contracts/ticket-holders";
import * as userEvents from "@/lib/api/contracts/user-events";
import * as waitlist from "@/lib/api/contracts/waitlist";

/** Every documented endpoint; `/api/v1/openapi.json` is generated from this list. */
export const endpoints: Endpoint[] = [
  ...Object.values(accounts),
  ...Object.values(attendees),
  ...Object.values(audit),
  ...Object.values(categories),
  ...Object.values(checkInLinks),
  ...Object.values(events),
  ...Object.values(favorites),
  ...Object.values(messages),
  ...Object.values(gate),
  ...Object.values(newsletter),
  ...Object.values(payments),
  ...Object.values(payouts),
  ...Object.values(promoCodes),
  ...Object.values(refunds),
  ...Object.values(resale),
  ...Object.values(sales),
  ...Object.values(team),
  ...Object.values(ticketTypes),
  ...Object.values(tickets),
  ...Object.values(ticketHolders),
  ...Object.values(userEvents),
  ...Object.values(waitlist),
];
