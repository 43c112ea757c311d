import type { Endpoint } from "@/lib/api/endpoint";
import * as accounts from "@/lib/api/contracts/accounts";
import * as attendee from "@/lib/api/contracts/attendee";
import * as events from "@/lib/api/contracts/events";
import * as gate from "@/lib/api/contracts/gate";
import * as money from "@/lib/api/contracts/money";
import * as organiser from "@/lib/api/contracts/organiser";
import * as team from "@/lib/api/contracts/team";
import * as ticketTypes from "@/lib/api/contracts/ticket-types";
import * as tickets from "@/lib/api/contracts/tickets";

/** Every documented endpoint; `/api/v1/openapi.json` is generated from this list. */
export const endpoints: Endpoint[] = [
  ...Object.values(accounts),
  ...Object.values(attendee),
  ...Object.values(events),
  ...Object.values(gate),
  ...Object.values(money),
  ...Object.values(organiser),
  ...Object.values(team),
  ...Object.values(tickets),
  ...Object.values(ticketTypes),
];
