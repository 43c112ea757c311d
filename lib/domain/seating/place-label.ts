type Label = string | number | null | undefined;

/**
 * A ticket's place for people to read — "Table 5 · Seat 49", either part alone, or "Free seating" —
 * from bare table and seat labels ("5", "49"; empty when the event has none).
 */
export function placeLabel(table: Label, seat: Label): string {
  const parts = [table ? `Table ${table}` : null, seat ? `Seat ${seat}` : null].filter(Boolean);
  return parts.join(" · ") || "Free seating";
}
