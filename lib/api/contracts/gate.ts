import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/validations/event";
import { checkInListQuery, gateSyncBody, MOST_SCANS_PER_SYNC } from "@/lib/validations/gate";

// Gate endpoints decide access themselves (lib/gate/gate-access.ts): owner, team members and check-in links.

export const checkInListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/gate/{id}/list",
  summary: "Download an event's check-in list for an offline gate device, or the changes since a version",
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  query: checkInListQuery,
  success: {
    status: 200,
    description:
      "`data`: eventId, title, version (pass it back as `since`), complete, publicKey (Ed25519, raw base64url), types, tickets (code, name, phone, type, seat, status valid/checked_in/revoked, order, admittedAt, admittedGate, admittedDevice)",
  },
});

export const gateSyncEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/gate/{id}/sync",
  summary: `Send a gate device's queued scans, admitted and refused (at most ${MOST_SCANS_PER_SYNC}); the first admission of a ticket wins`,
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  body: gateSyncBody,
  maxBodyBytes: 512 * 1024,
  success: {
    status: 200,
    description:
      "`data.outcomes`: per scan, result admitted / already_admitted (with admittedBy: deviceId, gate, at) / revoked / unknown / refused (a scan sent with `refusedOnDevice`, recorded and never admitted; with refusedReason) and the holder; `data.conflicts`: tickets this device and another both let in offline",
  },
});

export const gateFiguresEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/gate/{id}/figures",
  summary: "The live gate view of an event: admitted per type, gate and device, admissions per minute, devices' last sync",
  tags: ["gate"],
  auth: "public",
  params: eventIdParams,
  success: { status: 200, description: "`data`: admitted, tickets, byType, byGate, byDevice, perMinute (last 60 minutes)" },
});
