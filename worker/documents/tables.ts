import type { PDFFont } from "pdf-lib";
import { text, type Text } from "./format";
import { A4, BORDER, BOTTOM, FILL, INK, MX, PAD, TOP, WIDTH } from "./layout-style";
import type { PageFrame } from "./page-frame";
import { measure, wrap } from "./pdf-text";
import { drawRect, drawRule } from "./shape-ops";

// Tables and ruled lines (the layout's tables, ADR 047).

export interface Column {
  titre: string;
  /** Share of the table's width, relative to the other columns (default 1). */
  largeur?: number;
  align?: "left" | "right" | "center";
}
export type Row = Text[] | { cells: Text[]; bold?: boolean };

/** A table with borders; its header is repeated on every page it runs onto, rows wrap and never leave the page. */
export function table(f: PageFrame, columns: Column[], rows: Row[], o: { size?: number } = {}) {
  const size = o.size ?? 8.8;
  const lh = size * 1.3;
  const total = columns.reduce((s, c) => s + (c.largeur ?? 1), 0);
  // Each column with its left edge (the widths before it, summed from the left), its width and its header's lines.
  let before = 0;
  const cols = columns.map((c) => {
    const w = (WIDTH * (c.largeur ?? 1)) / total;
    const col = { c, x: MX + before, w, header: wrap(c.titre, f.fonts.bold, size, w - 2 * PAD) };
    before += w;
    return col;
  });
  const headerH = Math.max(1, ...cols.map((col) => col.header.length)) * lh + 2 * PAD;
  const drawHeader = () => {
    for (const { c, x, w, header } of cols) {
      drawRect(f.canvas, {
        x,
        y: f.y - headerH,
        width: w,
        height: headerH,
        color: FILL,
        borderColor: BORDER,
        borderWidth: 0.5,
      });
      for (const [k, line] of header.entries())
        cellText(f, line, c, x, w, f.y - PAD - size - k * lh, f.fonts.bold, size);
    }
    f.y -= headerH;
  };
  const cells = rows.map((r) => {
    const row = Array.isArray(r) ? { cells: r, bold: false } : { cells: r.cells, bold: !!r.bold };
    const font = row.bold ? f.fonts.bold : f.fonts.regular;
    return {
      font,
      lines: cols.map((col, i) => wrap(text(row.cells[i]), font, size, col.w - 2 * PAD)),
    };
  });
  const first = cells[0];
  const firstH = first ? Math.max(1, ...first.lines.map((l) => l.length)) * lh + 2 * PAD : 0;
  f.keep(headerH + Math.min(firstH, 4 * lh + 2 * PAD));
  drawHeader();
  const pageLines = Math.floor((A4[1] - TOP - BOTTOM - 40 - headerH - 2 * PAD) / lh);
  for (const { font, lines } of cells) {
    const count = Math.max(1, ...lines.map((l) => l.length));
    let start = 0;
    while (start < count) {
      const fit = Math.floor((f.y - BOTTOM - 2 * PAD) / lh);
      // A row goes whole to the next page when it fits on one; only a row taller than a page is split.
      if (fit < 1 || (start === 0 && fit < count && count <= pageLines)) {
        f.newPage();
        drawHeader();
        continue;
      }
      const n = Math.min(fit, count - start);
      const h = n * lh + 2 * PAD;
      cols.forEach(({ c, x, w }, i) => {
        drawRect(f.canvas, {
          x,
          y: f.y - h,
          width: w,
          height: h,
          borderColor: BORDER,
          borderWidth: 0.5,
        });
        // `lines` holds a cell per column (made from `cols`); a line past a cell's end draws nothing.
        for (let k = 0; k < n; k++) {
          const line = lines[i]?.[start + k];
          if (line) cellText(f, line, c, x, w, f.y - PAD - size - k * lh, font, size);
        }
      });
      f.y -= h;
      start += n;
    }
  }
  f.y -= 10;
}

/** Ruled lines for a handwritten text (the mention a guarantor copies out), kept together when they fit a page. */
export function writingLines(f: PageFrame, count: number) {
  const lh = 22;
  f.lineRows(count, lh, (_, top) => {
    drawRule(f.canvas, {
      start: { x: MX, y: top - lh + 4 },
      end: { x: MX + WIDTH, y: top - lh + 4 },
      thickness: 0.5,
      color: BORDER,
      dashArray: [1.5, 2],
    });
  });
  f.y -= 6;
}

function cellText(
  f: PageFrame,
  line: string,
  c: Column,
  x: number,
  w: number,
  y: number,
  font: PDFFont,
  size: number,
) {
  const lw = measure(line, font, size);
  const at =
    c.align === "right" ? x + w - PAD - lw : c.align === "center" ? x + (w - lw) / 2 : x + PAD;
  f.draw(line, at, y, font, size, INK);
}
