/** FNV-1a, 32 bits: only where WebCrypto is missing (a page served over plain http on a local network). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * A check-in link's scanner keeps its own local database, named after a digest of the link's
 * token (never the token itself): a revoked link stops its own scanner, not the organiser's on the
 * same phone. The signed-in scanner uses the plain name ("").
 */
export async function accessKeyOf(linkToken: string | undefined): Promise<string> {
  if (!linkToken) return "";
  if (!globalThis.crypto?.subtle) return `link-${fnv1a(linkToken)}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(linkToken));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `link-${hex.slice(0, 16)}`;
}
