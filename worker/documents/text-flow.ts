import { text, type Text } from "./format";
import { ACCENT, INK, MUTED, MX, WIDTH } from "./layout-style";
import type { PageFrame, ParagraphOptions } from "./page-frame";
import { measure, wrap } from "./pdf-text";

// Text that flows down the page: headings, paragraphs, label / value rows (the layout's text, ADR 047).

/** A section title, kept on the same page as the first lines that follow it. */
export function heading(f: PageFrame, t: Text) {
  const lines = wrap(text(t), f.fonts.bold, 11.5, WIDTH);
  if (!lines.length) return;
  f.keep(lines.length * 15 + 12 + 40);
  f.y -= 8;
  for (const line of lines) f.draw(line, MX, (f.y -= 15) + 3, f.fonts.bold, 11.5, ACCENT);
  f.canvas.drawLine({
    start: { x: MX, y: f.y },
    end: { x: MX + WIDTH, y: f.y },
    thickness: 0.8,
    color: ACCENT,
  });
  f.y -= 7;
}

/** Wrapped text; blank lines of `t` separate paragraphs. Prints nothing for a missing value. */
export function paragraph(f: PageFrame, t: Text, o: ParagraphOptions = {}) {
  const size = o.size ?? 9.5;
  const font = o.bold ? f.fonts.bold : f.fonts.regular;
  const slant = !o.bold && !!o.italic;
  const lh = size * 1.38;
  const indent = o.indent ?? 0;
  const lines = wrap(text(t), font, size, WIDTH - indent);
  if (!lines.length) return;
  for (const line of lines) {
    f.keep(lh);
    const w = measure(line, font, size);
    const x =
      o.align === "center"
        ? MX + (WIDTH - w) / 2
        : o.align === "right"
          ? MX + WIDTH - w
          : MX + indent;
    f.draw(line, x, f.y - size, font, size, o.muted ? MUTED : INK, f.canvas, slant);
    f.y -= lh;
  }
  f.y -= size * 0.45;
}

/** Label / value rows; a row whose value is missing is left out, so an empty optional field prints nothing. */
export function fields(
  f: PageFrame,
  rows: [label: string, value: Text][],
  o: { labelWidth?: number } = {},
) {
  const lw = o.labelWidth ?? 150;
  for (const [label, value] of rows) {
    if (!text(value)) continue;
    const l = wrap(label, f.fonts.bold, 8.5, lw - 10);
    const v = wrap(text(value), f.fonts.regular, 9.5, WIDTH - lw);
    f.lineRows(Math.max(l.length, v.length), 13, (i, y) => {
      const li = l[i];
      const vi = v[i];
      if (li) f.draw(li, MX, y - 9, f.fonts.bold, 8.5, MUTED);
      if (vi) f.draw(vi, MX + lw, y - 9.5, f.fonts.regular, 9.5, INK);
    });
    f.y -= 2.5;
  }
  f.y -= 4;
}
