/**
 * How the attendee list orders names, case- and accent-insensitively: "adaeze okafor" and "Adaeze
 * Okafor" sort together, "Émeka" beside "Emeka". Each attendee stores its key (`nameKey`) and the
 * key's first character (`nameBucket`), so that a page of the list is read from the index
 * {event, nameBucket, nameKey}: one bucket's rows, never the whole event (docs/big-show-paging.md).
 */

/** The buckets in list order: digits, then letters, then every other first character ("~"). */
export const NAME_BUCKETS = [..."0123456789abcdefghijklmnopqrstuvwxyz", "~"] as const;

const OTHER = "~";

/**
 * A name's sort key: accents dropped, lower case, spaces collapsed. A name that does not start
 * with a digit or a Latin letter is filed under "~", its key prefixed with it, so that sorting
 * by the key alone is the same as sorting bucket by bucket.
 */
export function nameKeyOf(fullName: string): string {
  const key = fullName.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim().slice(0, 120);
  return /^[0-9a-z]/.test(key) ? key : `${OTHER}${key}`;
}

/** The bucket of a name key: its first character (a digit, a letter, or "~"). */
export const nameBucketOf = (nameKey: string): string => nameKey.charAt(0) || OTHER;

/** The fields an attendee named `fullName` stores for the list's order. */
export function nameOrderFields(fullName: string): { nameKey: string; nameBucket: string } {
  const nameKey = nameKeyOf(fullName);
  return { nameKey, nameBucket: nameBucketOf(nameKey) };
}
