/** A CSV cell: quoted, with quotes doubled, and formula-looking text defused for spreadsheets. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line (RFC 4180: CRLF line end). */
export const csvLine = (row: (string | number)[]): string => row.map(cell).join(",") + "\r\n";

/** A CSV document with a header row. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map(csvLine).join("");
}

/** Lines gathered into one chunk before it is handed to the response. */
const LINES_PER_CHUNK = 500;

/**
 * A CSV document streamed as `rows` yields them: the header first, then chunks of lines, pulled
 * only as fast as the client reads, so a list of any length costs the same memory. A failure
 * after the first byte ends the body early (the client sees a cut download, not a whole file).
 */
export function csvStream(header: string[], rows: AsyncIterable<(string | number)[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = headerSent ? "" : csvLine(header);
      headerSent = true;
      for (let lines = 0; lines < LINES_PER_CHUNK; lines++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A CSV file download (a whole document or a stream) that no shared cache keeps. */
export function csvAttachment(csv: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
