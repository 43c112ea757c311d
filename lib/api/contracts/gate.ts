import { defineEndpoint } from "@/lib/api/endpoint";
import { checkInBody } from "@/lib/domain/validations/checkin";
import { eventIdParams } from "@/lib/domain/validations/event";
import { checkInListQuery, gateSyncBody, MOST_SCANS_PER_SYNC } from "@/lib/domain/gate/gate-requests";

// Gate endpoints decide access themselves (lib/domain/gate/gate-access.ts): owner, team members and check-in links.

export const checkInListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/gate/list",
  oldPath: "/api/v1/gate/{id}/list",
  summary: "Download an event's check-in list for an offline gate device, or the changes since a version",
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  query: checkInListQuery,
  success: {
    status: 200,
    description:
      "`data`: eventId, title, version (pass it back as `since`), complete, publicKey (Ed25519, raw base64url), listKey (32 bytes, base64url), types, tickets (id, key: HMAC-SHA256 of `code:` + the check-in code under listKey, base64url, first 12 characters; name, phoneEnd: the phone's last 3 digits, phoneKey: the same HMAC of `phone:` + its last 10 digits, first 8 characters; type, seat, status valid/checked_in/revoked, order, admittedAt, admittedGate, admittedDevice). No codes, phones or e-mails.",
  },
});

export const gateSyncEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/gate/sync",
  oldPath: "/api/v1/gate/{id}/sync",
  summary: `Send a gate device's queued scans, admitted and refused (at most ${MOST_SCANS_PER_SYNC}); the first admission of a ticket wins. Every scan counts against the 1,200 check-ins a minute of the account or link (429 past it); a device id belongs to the account or link that first synced it at the event (409 for anyone else); a link's scans are recorded at the link's gate`,
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  body: gateSyncBody,
  maxBodyBytes: 512 * 1024,
  success: {
    status: 200,
    description:
      "`data.outcomes`: per scan, result admitted / already_admitted (with admittedBy: deviceId, gate, at) / revoked / unknown / refused (a scan sent with `refusedOnDevice`, recorded and never admitted; with refusedReason) / implausible_time (dated before the event was created or more than 10 minutes ahead of the server: recorded, never admitted) and the holder; a scan is sent by `code` (bare or signed) or, from the lookup, by `ticket` (the list's id); `data.conflicts`: tickets this device and another both let in offline",
  },
});

export const gateFiguresEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/gate/figures",
  oldPath: "/api/v1/gate/{id}/figures",
  summary: "The live gate view of an event: admitted per type, gate and device, admissions per minute, devices' last sync",
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  success: { status: 200, description: "`data`: admitted, tickets, byType, byGate, byDevice, perMinute (last 60 minutes)" },
});

export const checkInEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/check-in/{id}",
  summary:
    "Check an attendee in by their code (each ticket once): the event's owner, its co-organisers and check-in staff, or a check-in link's holder (its token in the `X-Check-In-Link` header, no account); at most 1,200 a minute per account or link (429)",
  tags: ["organiser"],
  auth: "optional",
  params: eventIdParams,
  body: checkInBody,
  success: {
    status: 200,
    description:
      "`message` names the attendee and seat; 409 when already checked in (`message` gives the time, `data` the holder: fullName, checkInCode, ticketTypeName, tableNumber, seatNumber, checkedInAt)",
  },
});
