// Next's server sets X-Forwarded-For to the socket's address only when a request has none, so a
// route handler cannot tell a client's own header from the socket. The server's front door
// (front-door.mjs) hands the socket's address to the app in a header of its own, overwriting any
// copy a client sent (lib/domain/auth/client-context.ts reads it).
export const PEER_ADDRESS_HEADER = "x-scheditix-peer-address";

/** @param {import("node:http").IncomingMessage} request */
export function notePeerAddress(request) {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
}
