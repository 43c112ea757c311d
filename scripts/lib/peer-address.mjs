// Next's server sets X-Forwarded-For to the socket's address only when a request has none, so a
// route handler cannot tell a client's own header from the socket. This hands the socket's address
// to the app in a header of its own, overwriting any copy a client sent (lib/auth/client-context.ts
// reads it). Node publishes every request on this channel before the server's handler sees it.
import { subscribe } from "node:diagnostics_channel";

export const PEER_ADDRESS_HEADER = "x-scheditix-peer-address";

export function exposePeerAddress() {
  subscribe("http.server.request.start", ({ request, socket }) => {
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  });
}
