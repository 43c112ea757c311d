import { z } from "zod";
import { ApiError } from "@/lib/platform/errors";

/**
 * Where a keyset ("seek") page starts: just after (or just before) one row of the list, named by
 * its sort key and `_id`, so that the next page is found from that row's place in the order,
 * never by counting rows from the start. In URLs it is opaque: base64url of a small JSON object.
 */
export type KeysetCursor = {
  /** The row's sort key (a name key, or a time in milliseconds). */
  key: string | number;
  /** The row's `_id`, which breaks ties between equal keys. */
  id: string;
  /** "after" reads the rows that follow the row (Next); "before" those that precede it (Previous). */
  direction: "after" | "before";
  /**
   * The list's figures as the walk's first page counted them, carried from page to page so that
   * a later page need not count every row again (the embedded database counts by reading them).
   */
  counted?: { total: number; refunded?: number };
};

const count = z.number().int().min(0).max(100_000_000);

const stored = z.object({
  k: z.union([z.string().max(400), z.number().finite()]),
  i: z.string().regex(/^[0-9a-f]{24}$/),
  d: z.enum(["a", "b"]),
  t: count.optional(),
  r: count.optional(),
});

export function encodeCursor(cursor: KeysetCursor): string {
  const { key, id, direction, counted } = cursor;
  const json = JSON.stringify({ k: key, i: id, d: direction === "after" ? "a" : "b", t: counted?.total, r: counted?.refunded });
  return Buffer.from(json, "utf8").toString("base64url");
}

/** The cursor a string names, or null when it is not one of ours (garbled, cut short, edited by hand). */
export function decodeCursor(text: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(text)) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    if (!parsed.success) return null;
    const { k: key, i: id, d, t: total, r: refunded } = parsed.data;
    const counted = total === undefined ? {} : { counted: { total, ...(refunded === undefined ? {} : { refunded }) } };
    return { key, id, direction: d === "a" ? "after" : "before", ...counted };
  } catch {
    return null;
  }
}

const NOT_OURS = "cursor is not one this list handed out: start again from the first page";

/** `?cursor=` of an API list as text: `cursorOf` reads it (a 400 when it is not a cursor). */
export const cursorParam = z.string().max(1_000, NOT_OURS);

/** The cursor `text` names, or a 400 in the error envelope when it is not one this list handed out. */
export function cursorOf(text: string): KeysetCursor {
  const cursor = decodeCursor(text);
  if (!cursor) throw new ApiError("bad_request", NOT_OURS);
  return cursor;
}

/** A cursor's key of the expected kind, or a clear 400 (a cursor of another list). */
export function keyOf<Kind extends "string" | "number">(cursor: KeysetCursor, kind: Kind): Kind extends "string" ? string : number {
  if (typeof cursor.key !== kind) throw new ApiError("bad_request", NOT_OURS);
  return cursor.key as Kind extends "string" ? string : number;
}
