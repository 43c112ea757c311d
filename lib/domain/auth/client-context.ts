import { DEVICE_COOKIE, deviceIdOf } from "@/lib/domain/auth/device-cookie";
import { getEnv } from "@/lib/platform/env";

/** Who is asking, for rate limits and session records; `deviceId` from our pages' device cookie (lib/domain/auth/device-cookie.ts). */
export type ClientContext = { ip: string; userAgent: string | null; deviceId?: string | null };

/** The socket's address, set by the server launcher over any copy a client sent (server/peer-address.mjs). */
export const PEER_ADDRESS_HEADER = "x-scheditix-peer-address";

/**
 * The client's address. The request came through X-Forwarded-For's hops and then the socket;
 * only the last `trustedHops` proxies are ours, so the address `trustedHops` from the right is
 * the client (0: the socket itself). Anything further left was written by the client.
 */
export function clientContext(headers: Headers, trustedHops = getEnv().TRUST_PROXY_HOPS): ClientContext {
  const forwarded =
    headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  // Without the launcher (`next dev`), Next has put the socket's address in X-Forwarded-For when a client sent none.
  const peer = headers.get(PEER_ADDRESS_HEADER);
  const chain = peer ? [...forwarded, peer] : forwarded;
  const address = chain.at(-1 - trustedHops) ?? chain[0];
  return {
    ip: address ? withoutIpv4Mapping(address) : "unknown",
    userAgent: headers.get("user-agent"),
    deviceId: deviceIdOf(cookieValue(headers.get("cookie"), DEVICE_COOKIE)),
  };
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is `10.0.0.1`. */
const withoutIpv4Mapping = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
