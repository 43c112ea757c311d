// Not "server-only": the demo seed (tsx scripts/seed.ts) indexes its events through it, and unit tests call it.

/** Letters that Unicode does not decompose into a base letter and a mark, written as a visitor would type them. */
const FOLDED_LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", ı: "i", þ: "th" };
const UNFOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join("")}]`, "g");

/** Longest word kept: a longer one is cut, and a search word is cut the same way, so both still meet. */
export const MAX_WORD_LENGTH = 32;
/** Words of a search beyond these are ignored (the search box takes 100 characters). */
const MAX_QUERY_WORDS = 10;
/** Words an event is found by (title, place and category together). */
const MAX_EVENT_WORDS = 80;
/** How many leading letters of a word its index key keeps (shorter words are their own key). */
export const KEY_LENGTH = 3;

/**
 * The words of a text as search compares them: lower case, accents and marks dropped (é → e,
 * ọ → o), split at anything that is not a letter or digit (hyphens, "&", commas, spaces), with
 * apostrophes dropped inside a word ("Women's" → "womens"). Distinct, in order of first use.
 */
export function searchWords(text: string, limit = MAX_EVENT_WORDS): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(UNFOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['’ʼ`]/g, "");
  const words = new Set<string>();
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    words.add(word.slice(0, MAX_WORD_LENGTH));
    if (words.size === limit) break;
  }
  return [...words];
}

/** The words of what a visitor typed: at most ten, each matched as the start of a word. */
export function queryWords(text: string): string[] {
  return searchWords(text, MAX_QUERY_WORDS);
}

/** The index key of a word: its first three letters (a shorter word is its own key). */
export function wordKey(word: string): string {
  return word.slice(0, KEY_LENGTH);
}

/** Every distinct key of an event's words: one index entry each. */
export function wordKeys(words: string[]): string[] {
  return [...new Set(words.map(wordKey))];
}

/**
 * The index keys a search may be looked up by: those of its words as long as a key. A word shorter
 * than a key only finds words that are exactly it, so a search of short words alone is looked up
 * by the longest of them, and finds it whole ("dj" finds "DJ", not "Django").
 */
export function lookupKeys(words: string[]): string[] {
  const long = words.filter((word) => word.length >= KEY_LENGTH);
  if (long.length) return [...new Set(long.map(wordKey))];
  const longest = words.reduce<string | undefined>((found, word) => (!found || word.length > found.length ? word : found), undefined);
  return longest ? [longest] : [];
}

/** Whether every search word starts one of the event's words, in any order ("jazz afro" matches "Afro-Jazz Night"). */
export function matchesEveryWord(eventWords: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => eventWords.some((eventWord) => eventWord.startsWith(word)));
}
