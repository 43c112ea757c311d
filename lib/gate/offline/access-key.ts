/**
 * A check-in link's scanner keeps its own local database, named after a digest of the link's
 * token (never the token itself): a revoked link stops its own scanner, not the organiser's on the
 * same phone. The signed-in scanner uses the plain name ("").
 */
export async function accessKeyOf(linkToken: string | undefined): Promise<string> {
  if (!linkToken) return "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(linkToken));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `link-${hex.slice(0, 16)}`;
}
