import type { PDFFont, RGB } from "pdf-lib";
import { join, text, type Text } from "./format";
import { BORDER, INK, MUTED, MX, PAD, WIDTH } from "./layout-style";
import type { PageFrame } from "./page-frame";
import { measure, wrap } from "./pdf-text";
import { paragraph } from "./text-flow";
import { drawRect } from "./shape-ops";

// Signature boxes and the grid of labels (the layout's signatures, ADR 047).

export interface Signature {
  role: Text;
  nom?: Text;
  /** Handwritten mention asked of the signer, e.g. « Lu et approuvé ». */
  mention?: Text;
}
export interface Label {
  /** Small caption above the label (where it goes: "Boîte aux lettres"). */
  legende?: Text;
  lignes: Text[];
}

export interface SignatureOptions {
  lieu?: Text;
  date?: Text;
  exemplaires?: number;
  /**
   * Points left blank for the handwriting (62 by default: a contract signed by hand). A letter signed once by its
   * sender needs less, so that its signature stays on the letter's one page when it can.
   */
  espace?: number;
}

/** "Fait à Paris, le 22 novembre 2026", then one box per signer (two per row), never split across pages. */
export function signatures(f: PageFrame, signers: Signature[], o: SignatureOptions = {}) {
  const place = text(o.lieu)
    ? join([`Fait à ${text(o.lieu)}`, text(o.date) && `le ${text(o.date)}`], ", ")
    : text(o.date) && `Fait le ${text(o.date)}`;
  const copies = o.exemplaires ? `en ${o.exemplaires} exemplaires originaux` : "";
  const perRow = signers.length === 3 ? 3 : 2;
  const gap = 14;
  const w = (WIDTH - gap * (perRow - 1)) / perRow;
  const boxes = signers.map((s) => ({
    role: wrap(text(s.role), f.fonts.bold, 9, w - 2 * PAD - 4),
    nom: wrap(text(s.nom), f.fonts.regular, 9, w - 2 * PAD - 4),
    mention: wrap(text(s.mention), f.fonts.regular, 8, w - 2 * PAD - 4),
  }));
  const heightOf = (b: (typeof boxes)[number]) =>
    (b.role.length + b.nom.length) * 12 + b.mention.length * 10.5 + 2 * PAD + (o.espace ?? 62);
  let first = true;
  for (let r = 0; r < boxes.length; r += perRow) {
    const row = boxes.slice(r, r + perRow);
    const h = Math.max(...row.map(heightOf));
    f.keep(h + (first && (place || copies) ? 30 : 8));
    if (first && (place || copies)) paragraph(f, join([place, copies], " "));
    first = false;
    row.forEach((b, i) => {
      const x = MX + i * (w + gap);
      drawRect(f.canvas, {
        x,
        y: f.y - h,
        width: w,
        height: h,
        borderColor: BORDER,
        borderWidth: 0.6,
      });
      let y = f.y - PAD - 9;
      const put = (
        lines: string[],
        font: PDFFont,
        size: number,
        color: RGB,
        lh: number,
        slant = false,
      ) => {
        for (const line of lines)
          f.draw(line, x + PAD + 2, y, font, size, color, f.canvas, slant), (y -= lh);
      };
      put(b.role, f.fonts.bold, 9, INK, 12);
      put(b.nom, f.fonts.regular, 9, INK, 12);
      put(b.mention, f.fonts.regular, 8, MUTED, 10.5, true);
    });
    f.y -= h + 8;
  }
}

/** A grid of bordered labels (mailbox, intercom, door); each label's text shrinks until it fits its box. */
export function labels(
  f: PageFrame,
  items: Label[],
  o: { columns?: number; height?: number } = {},
) {
  const columns = o.columns ?? 2;
  const h = o.height ?? 100;
  const gap = 12;
  const w = (WIDTH - gap * (columns - 1)) / columns;
  for (let r = 0; r < items.length; r += columns) {
    f.keep(h + gap);
    items.slice(r, r + columns).forEach((item, i) => {
      const x = MX + i * (w + gap);
      drawRect(f.canvas, {
        x,
        y: f.y - h,
        width: w,
        height: h,
        borderColor: MUTED,
        borderWidth: 0.8,
        borderDashArray: [3, 2],
      });
      const legend = wrap(text(item.legende), f.fonts.regular, 7, w - 2 * PAD)[0];
      if (legend) f.draw(legend, x + PAD, f.y - PAD - 7, f.fonts.regular, 7, MUTED, f.canvas, true);
      const room = h - 2 * PAD - (legend ? 11 : 0);
      const fitted = fitLabel(f, item.lignes.map(text).filter(Boolean), w - 4 * PAD, room);
      let y = f.y - (legend ? 11 : 0) - PAD - (room - fitted.lines.length * fitted.size * 1.2) / 2;
      for (const line of fitted.lines) {
        const lw = measure(line, f.fonts.bold, fitted.size);
        f.draw(
          line,
          x + (w - lw) / 2,
          (y -= fitted.size * 1.2) + fitted.size * 0.22,
          f.fonts.bold,
          fitted.size,
          INK,
        );
      }
    });
    f.y -= h + gap;
  }
}

/** The largest size (14 down to 6) at which `lines` fit `width` x `height`; at 6, the lines that fit, cut with "…". */
function fitLabel(
  f: PageFrame,
  lines: string[],
  width: number,
  height: number,
): { size: number; lines: string[] } {
  for (let size = 14; size >= 6; size -= 1) {
    const wrapped = lines.flatMap((l) => wrap(l, f.fonts.bold, size, width));
    if (wrapped.length * size * 1.2 <= height) return { size, lines: wrapped };
  }
  const wrapped = lines.flatMap((l) => wrap(l, f.fonts.bold, 6, width));
  const max = Math.max(1, Math.floor(height / 7.2));
  return {
    size: 6,
    lines:
      wrapped.length > max
        ? [...wrapped.slice(0, max - 1), f.oneLine(`${wrapped[max - 1]}…`, f.fonts.bold, 6, width)]
        : wrapped,
  };
}
