import sharp from "sharp";
import type { PosterMotif } from "@/lib/jobs/seed/demo-content";

/**
 * Demo event posters, drawn as SVG and encoded by sharp. Nothing is fetched and no font is
 * bundled: text uses fonts every Debian/Ubuntu image has (DejaVu), so rendering works offline
 * and the same input always gives the same picture.
 */

export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 630;

export type PosterInput = {
  title: string;
  category: string;
  venue: string;
  /** `YYYY-MM-DD` and `HH:MM`, Lagos wall-clock time, as stored on the event. */
  startDate: string;
  startTime: string;
  endDate: string;
  colors: { from: string; to: string; accent: string };
  motif: PosterMotif;
};

const FONT = "DejaVu Sans, Arial, sans-serif";
const MARGIN = 80;
const TITLE_WIDTH = 900;
const LINE_WIDTH = POSTER_WIDTH - 2 * MARGIN;

// Advance widths in ems, measured from DejaVu Sans Bold and rounded up. Estimating (rather than
// measuring) keeps rendering synchronous and deterministic; Arial, the fallback, is narrower.
const NARROW = new Set("ijlI.,:;'!|");
const SEMI_NARROW = new Set("ftr()-J ");
const WIDE = new Set("mwMW&—@%");

function charWidth(char: string): number {
  if (NARROW.has(char)) return 0.4;
  if (SEMI_NARROW.has(char)) return 0.5;
  if (WIDE.has(char)) return 1.1;
  if (char >= "A" && char <= "Z") return 0.86;
  return 0.72;
}

export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize;
}

/** Greedy word wrap; null when the text needs more than `maxLines` lines or a word is too wide. */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, fontSize) > maxWidth) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Cuts text to fit with an ellipsis. */
function truncate(text: string, fontSize: number, maxWidth: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  // The largest size only for short titles: three lines of it would crowd the date line.
  const attempts: [fontSize: number, maxLines: number][] = [
    [76, 2],
    [64, 3],
    [56, 3],
    [52, 3],
  ];
  for (const [fontSize, maxLines] of attempts) {
    const lines = wrap(title, fontSize, TITLE_WIDTH, maxLines);
    if (lines) return { fontSize, lines };
  }
  // Very long titles: drop words from the end until the rest fits three lines, then an ellipsis.
  const words = title.split(/\s+/).filter(Boolean);
  while (words.length > 1) {
    words.pop();
    const lines = wrap(`${words.join(" ")}…`, 52, TITLE_WIDTH, 3);
    if (lines) return { fontSize: 52, lines };
  }
  return { fontSize: 52, lines: [truncate(title, 52, TITLE_WIDTH)] };
}

/** Drops middle parts of an address ("Hall, Street, Area, City" → "Hall, Area, City") until it fits. */
function fitVenue(venue: string, fontSize: number, maxWidth: number): string {
  const parts = venue.split(/,\s*/);
  while (parts.length > 2 && textWidth(parts.join(", "), fontSize) > maxWidth) parts.splice(1, 1);
  return truncate(parts.join(", "), fontSize, maxWidth);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dayLabel(date: string, withYear: boolean): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ""}`;
}

function clockLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "Sat 14 Mar 2026 · 6:00 PM", or "Fri 13 Mar – Sun 15 Mar 2026 · 10:00 AM" for several days. */
export function posterDateLine(input: Pick<PosterInput, "startDate" | "startTime" | "endDate">): string {
  const time = clockLabel(input.startTime);
  if (input.endDate === input.startDate) return `${dayLabel(input.startDate, true)} · ${time}`;
  const sameYear = input.startDate.slice(0, 4) === input.endDate.slice(0, 4);
  return `${dayLabel(input.startDate, !sameYear)} – ${dayLabel(input.endDate, true)} · ${time}`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A small seeded generator (mulberry32), so scattered motifs are the same on every run. */
function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function motifShapes(motif: PosterMotif, accent: string, seedText: string): string {
  switch (motif) {
    case "circles":
      return [
        `<circle cx="1010" cy="170" r="230" fill="${accent}" fill-opacity="0.16"/>`,
        `<circle cx="1120" cy="470" r="170" fill="${accent}" fill-opacity="0.12"/>`,
        ...[60, 110, 160, 210].map(
          (r) => `<circle cx="880" cy="420" r="${r}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="6"/>`,
        ),
      ].join("");
    case "waves":
      return Array.from({ length: 7 }, (_, index) => {
        const y = 90 + index * 70;
        const amplitude = 26 + index * 4;
        let d = `M560 ${y}`;
        for (let x = 560; x < 1200; x += 160) d += ` q40 ${-amplitude} 80 0 t80 0`;
        return `<path d="${d}" fill="none" stroke="${accent}" stroke-opacity="${round(0.2 + index * 0.05)}" stroke-width="5" stroke-linecap="round"/>`;
      }).join("");
    case "grid": {
      const dots: string[] = [];
      for (let column = 0; column < 10; column += 1) {
        for (let row = 0; row < 8; row += 1) {
          dots.push(`<circle cx="${700 + column * 52}" cy="${70 + row * 62}" r="5" fill="${accent}" fill-opacity="0.4"/>`);
        }
      }
      return [
        ...dots,
        `<rect x="900" y="110" width="160" height="160" rx="18" fill="${accent}" fill-opacity="0.2"/>`,
        `<rect x="1010" y="330" width="120" height="120" rx="14" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="6"/>`,
        `<rect x="780" y="380" width="90" height="90" rx="12" fill="${accent}" fill-opacity="0.3"/>`,
      ].join("");
    }
    case "triangles": {
      const shapes: string[] = [];
      const size = 130;
      for (let row = 0; row < 6; row += 1) {
        for (let column = 0; column < 6; column += 1) {
          const x = 620 + column * size + (row % 2) * (size / 2);
          const y = row * (size * 0.87);
          const opacity = round(0.06 + ((row + column) % 4) * 0.07);
          shapes.push(
            `<path d="M${x} ${round(y + size * 0.87)} L${x + size / 2} ${round(y)} L${x + size} ${round(y + size * 0.87)} Z" fill="${accent}" fill-opacity="${opacity}"/>`,
          );
        }
      }
      return shapes.join("");
    }
    case "rings":
      return [
        `<circle cx="900" cy="300" r="150" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="14"/>`,
        `<circle cx="1060" cy="300" r="150" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="14"/>`,
        `<circle cx="980" cy="300" r="260" fill="none" stroke="${accent}" stroke-opacity="0.15" stroke-width="4"/>`,
        `<circle cx="1130" cy="560" r="40" fill="${accent}" fill-opacity="0.2"/>`,
        `<circle cx="1150" cy="80" r="26" fill="${accent}" fill-opacity="0.3"/>`,
      ].join("");
    case "confetti": {
      const random = seededRandom(seedText);
      return Array.from({ length: 46 }, () => {
        const x = round(560 + random() * 620);
        const y = round(20 + random() * 590);
        const opacity = round(0.3 + random() * 0.5);
        const rotation = Math.round(random() * 180);
        if (random() < 0.4) return `<circle cx="${x}" cy="${y}" r="${round(6 + random() * 10)}" fill="${accent}" fill-opacity="${opacity}"/>`;
        return `<rect x="${x}" y="${y}" width="${round(12 + random() * 18)}" height="8" rx="3" fill="${accent}" fill-opacity="${opacity}" transform="rotate(${rotation} ${x} ${y})"/>`;
      }).join("");
    }
  }
}

/** The poster as SVG markup; `renderPoster` encodes it. */
export function posterSvg(input: PosterInput): string {
  const { from, to, accent } = input.colors;
  const title = layoutTitle(input.title);
  const lineHeight = Math.round(title.fontSize * 1.12);
  // Centre the title block between the category label (y≈190) and the date line (y≈470).
  const blockHeight = title.lines.length * lineHeight;
  const firstBaseline = Math.round(190 + (280 - blockHeight) / 2 + title.fontSize * 0.9);
  const titleLines = title.lines
    .map((line, index) => `<tspan x="${MARGIN}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");

  const category = input.category.toUpperCase();
  const categoryWidth = Math.round(textWidth(category, 20) + category.length * 1.5 + 40);
  const dateLine = truncate(posterDateLine(input), 32, LINE_WIDTH - 44);
  const venue = fitVenue(input.venue, 27, LINE_WIDTH - 44);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
<defs>
<linearGradient id="background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.75" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#background)"/>
${motifShapes(input.motif, accent, input.title)}
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#scrim)"/>
<g font-family="${FONT}" fill="#fff">
<rect x="${MARGIN}" y="66" width="34" height="26" rx="5" fill="#ff5722" stroke="#fff" stroke-width="2"/>
<circle cx="${MARGIN + 17}" cy="79" r="5" fill="#fff"/>
<text x="${MARGIN + 48}" y="90" font-size="30" font-weight="bold">Scheditix</text>
<rect x="${MARGIN}" y="130" width="${categoryWidth}" height="40" rx="20" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>
<text x="${MARGIN + 20}" y="157" font-size="20" font-weight="bold" letter-spacing="1.5">${escapeXml(category)}</text>
<text font-size="${title.fontSize}" font-weight="bold">${titleLines}</text>
<rect x="${MARGIN}" y="487" width="26" height="24" rx="4" fill="none" stroke="#fff" stroke-width="3"/>
<rect x="${MARGIN}" y="487" width="26" height="7" fill="#fff"/>
<text x="${MARGIN + 44}" y="510" font-size="32" font-weight="bold">${escapeXml(dateLine)}</text>
<path d="M${MARGIN + 13} 578 c-9 -11 -13 -18 -13 -24 a13 13 0 0 1 26 0 c0 6 -4 13 -13 24 z" fill="#fff"/>
<circle cx="${MARGIN + 13}" cy="554" r="5" fill="${from}"/>
<text x="${MARGIN + 44}" y="570" font-size="27" fill-opacity="0.92">${escapeXml(venue)}</text>
</g>
<rect y="${POSTER_HEIGHT - 10}" width="${POSTER_WIDTH}" height="10" fill="${accent}"/>
</svg>`;
}

/** A 1200×630 WebP poster (the OpenGraph image size) for an event. */
export async function renderPoster(input: PosterInput): Promise<Buffer> {
  return sharp(Buffer.from(posterSvg(input)))
    .webp({ quality: 86, effort: 4 })
    .toBuffer();
}
