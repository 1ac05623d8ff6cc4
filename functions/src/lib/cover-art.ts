import type { Category } from "@bookstore/shared/books/categories.ts";
import { escapeHtml } from "@bookstore/shared/core/escape-html.ts";

/** Generated cover art: an SVG built from a book's title, author and category. */

const PALETTES: Record<Category, readonly [string, string, string]> = {
  biography: ["#7c2d12", "#fed7aa", "#fff7ed"],
  business: ["#1e3a8a", "#93c5fd", "#eff6ff"],
  finance: ["#14532d", "#86efac", "#f0fdf4"],
  fiction: ["#581c87", "#d8b4fe", "#faf5ff"],
  "self-help": ["#9a3412", "#fdba74", "#fffbeb"],
  technology: ["#0f172a", "#67e8f9", "#ecfeff"],
};

const WIDTH = 400;
const HEIGHT = 600;
const LINE_CHARS = 16;
const MAX_TITLE_LINES = 5;

/** Splits text into lines of at most `width` characters, breaking between words. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A small deterministic hash, so each title gets its own but stable pattern. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function pattern(seed: number, color: string): string {
  const circles: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const value = (seed >>> (i * 5)) & 31;
    const cx = 40 + ((value * 37) % 320);
    const cy = 360 + ((value * 53) % 200);
    const r = 20 + ((value * 11) % 70);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.25"/>`);
  }
  return circles.join("");
}

export interface CoverArtInput {
  title: string;
  author: string;
  label: string;
  palette: Category;
}

export function coverSvg({ title, author, label, palette }: CoverArtInput): string {
  const [ink, accent, paper] = PALETTES[palette];
  const titleLines = wrapWords(title, LINE_CHARS).slice(0, MAX_TITLE_LINES);
  const titleText = titleLines
    .map(
      (line, index) =>
        `<text x="32" y="${120 + index * 44}" font-size="36" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(title)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${ink}"/>`,
    pattern(hashOf(title), accent),
    `<rect x="16" y="16" width="${WIDTH - 32}" height="${HEIGHT - 32}" fill="none" stroke="${accent}" stroke-width="3"/>`,
    `<g fill="${paper}" font-family="Georgia, 'Times New Roman', serif">`,
    `<text x="32" y="64" font-size="18" letter-spacing="4" fill="${accent}">${escapeHtml(label.toUpperCase())}</text>`,
    titleText,
    author ? `<text x="32" y="${HEIGHT - 48}" font-size="22">${escapeHtml(author)}</text>` : "",
    `</g></svg>`,
  ].join("");
}
