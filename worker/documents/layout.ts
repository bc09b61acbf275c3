/**
 * The one layout of every generated PDF (pdf-lib, DejaVu Sans Condensed embedded as a subset by fonts.ts: runs
 * unchanged on Workers and Node).
 *
 * How to write a document: one small file per document under worker/documents/ that only says what goes where.
 *
 *   import { createDocument, euros, eurosEtLettres, dateLongue, join, type DocumentContext } from "./layout";
 *
 *   export async function quittancePdf(q: QuittanceData, ctx: DocumentContext): Promise<Uint8Array> {
 *     const doc = await createDocument({ ...ctx, titre: "Quittance de loyer", sousTitre: `Période du ...` });
 *     doc.heading("Bailleur");
 *     doc.fields([["Nom", join([q.titre, q.prenom, q.nom])], ["Adresse", q.adresse]]);   // empty values are skipped
 *     doc.table([{ titre: "Désignation", largeur: 3 }, { titre: "Montant", align: "right" }],
 *       [["Loyer hors charges", euros(q.loyerHC)], { cells: ["Total", euros(q.total)], bold: true }]);
 *     doc.paragraph(`Soit ${eurosEtLettres(q.total)}.`);
 *     doc.signatures([{ role: "Le bailleur ou son mandataire", nom: ctx.agence.nom }], { lieu: "Paris", date: dateLongue(q.date) });
 *     return doc.finish();
 *   }
 *
 * The layout owns the rest: the agency's letterhead on page 1 (from the settings, `ctx.agence`), a running header
 * on the next pages, "Page 1 / 3" in every footer, wrapping (text never leaves the page; a word longer than a line
 * is cut), page breaks (a heading stays with what follows, a table repeats its header on each page, a signature
 * block is never split, and `keepTogether` takes the section before it along), and characters the font lacks
 * (replaced, never thrown). Every method takes `Text` (string, number, null, undefined, false): a missing value
 * prints nothing, never "undefined".
 * Amounts are cents: `euros(145050)` prints "1 450,50 €", `enLettres` / `eurosEtLettres` add the words.
 */
import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { AGENCE_PAR_DEFAUT, mentionsHoguet, type Agence } from "../lib/agence";
import { euros, join, text, type Text } from "./format";
import { embedFonts, type Fonts } from "./fonts";
import { measure, printable, wrap } from "./pdf-text";
import { savePdf } from "./pdf-save";
import { pageFont } from "./page-font";

export * from "./format";
export type { Agence } from "../lib/agence";

/** What every generator receives besides its data: who issues it and on which Paris day (YYYY-MM-DD). */
export interface DocumentContext {
  agence: Agence;
  date: string;
}
export interface DocumentInfo extends Partial<DocumentContext> {
  titre: string;
  sousTitre?: Text;
}
export interface Column {
  titre: string;
  /** Share of the table's width, relative to the other columns (default 1). */
  largeur?: number;
  align?: "left" | "right" | "center";
}
export type Row = Text[] | { cells: Text[]; bold?: boolean };
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

const A4: [number, number] = [595.28, 841.89];
const MX = 50;
const TOP = 46;
const BOTTOM = 54;
const WIDTH = A4[0] - 2 * MX;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const ACCENT = rgb(0.12, 0.26, 0.44);
const BORDER = rgb(0.72, 0.75, 0.79);
const FILL = rgb(0.92, 0.94, 0.97);
const PAD = 4;
const SLANT = 11;

/** What the layout draws with: the page, or nothing while it only measures a block (`keepTogether`). */
type Canvas = Pick<PDFPage, "drawText" | "drawLine" | "drawRectangle">;
const NO_INK: Canvas = { drawText() {}, drawLine() {}, drawRectangle() {} };

/** A new A4 document with the agency's letterhead and the title on its first page. */
export async function createDocument(info: DocumentInfo): Promise<Layout> {
  const pdf = await PDFDocument.create();
  return new Layout(pdf, await embedFonts(pdf), {
    agence: info.agence ?? AGENCE_PAR_DEFAUT,
    date: info.date ?? "",
    titre: info.titre,
    sousTitre: info.sousTitre,
  });
}

export class Layout {
  private page!: PDFPage;
  private y = 0;
  /** While measuring: how many page breaks the block made (none are added to the PDF, nothing is drawn). */
  private measuring: { breaks: number } | null = null;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly info: DocumentContext & { titre: string; sousTitre?: Text },
  ) {
    this.newPage();
  }

  get pageCount() {
    return this.pdf.getPageCount();
  }

  // ---- Flow

  /** Vertical space, in points. */
  space(points = 8) {
    this.y -= points;
  }

  pageBreak() {
    this.newPage();
  }

  /**
   * Lays out `block` on one page when it fits on one: starts a new page first when it would run over this one.
   * Documents wrap their signatures and the section before them in it, so that no signature block sits alone at the
   * top of a page. A block taller than a page runs on as usual.
   */
  keepTogether(block: () => void) {
    // Page breaks the block would make, laid out here or from the top of a new page, measured without drawing.
    const breaks = (onNewPage: boolean) => {
      const y = this.y;
      this.measuring = { breaks: 0 };
      try {
        if (onNewPage) this.newPage();
        const before = this.measuring.breaks;
        block();
        return this.measuring.breaks - before;
      } finally {
        this.measuring = null;
        this.y = y;
      }
    };
    if (breaks(false) > 0 && breaks(true) === 0) this.newPage();
    block();
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number) {
    if (height > this.y - BOTTOM) this.newPage();
  }

  /** A thin horizontal line across the text width. */
  rule() {
    this.keep(8);
    this.y -= 4;
    this.canvas.drawLine({
      start: { x: MX, y: this.y },
      end: { x: MX + WIDTH, y: this.y },
      thickness: 0.6,
      color: BORDER,
    });
    this.y -= 6;
  }

  // ---- Text

  /** A section title, kept on the same page as the first lines that follow it. */
  heading(t: Text) {
    const lines = wrap(text(t), this.fonts.bold, 11.5, WIDTH);
    if (!lines.length) return;
    this.keep(lines.length * 15 + 12 + 40);
    this.y -= 8;
    for (const line of lines)
      this.draw(line, MX, (this.y -= 15) + 3, this.fonts.bold, 11.5, ACCENT);
    this.canvas.drawLine({
      start: { x: MX, y: this.y },
      end: { x: MX + WIDTH, y: this.y },
      thickness: 0.8,
      color: ACCENT,
    });
    this.y -= 7;
  }

  /** Wrapped text; blank lines of `t` separate paragraphs. Prints nothing for a missing value. */
  paragraph(
    t: Text,
    o: {
      bold?: boolean;
      italic?: boolean;
      size?: number;
      align?: "left" | "center" | "right";
      indent?: number;
      muted?: boolean;
    } = {},
  ) {
    const size = o.size ?? 9.5;
    const font = o.bold ? this.fonts.bold : this.fonts.regular;
    const slant = !o.bold && !!o.italic;
    const lh = size * 1.38;
    const indent = o.indent ?? 0;
    const lines = wrap(text(t), font, size, WIDTH - indent);
    if (!lines.length) return;
    for (const line of lines) {
      this.keep(lh);
      const w = measure(line, font, size);
      const x =
        o.align === "center"
          ? MX + (WIDTH - w) / 2
          : o.align === "right"
            ? MX + WIDTH - w
            : MX + indent;
      this.draw(line, x, this.y - size, font, size, o.muted ? MUTED : INK, this.canvas, slant);
      this.y -= lh;
    }
    this.y -= size * 0.45;
  }

  /** Label / value rows; a row whose value is missing is left out, so an empty optional field prints nothing. */
  fields(rows: [label: string, value: Text][], o: { labelWidth?: number } = {}) {
    const lw = o.labelWidth ?? 150;
    for (const [label, value] of rows) {
      if (!text(value)) continue;
      const l = wrap(label, this.fonts.bold, 8.5, lw - 10);
      const v = wrap(text(value), this.fonts.regular, 9.5, WIDTH - lw);
      this.lineRows(Math.max(l.length, v.length), 13, (i, y) => {
        if (l[i]) this.draw(l[i]!, MX, y - 9, this.fonts.bold, 8.5, MUTED);
        if (v[i]) this.draw(v[i]!, MX + lw, y - 9.5, this.fonts.regular, 9.5, INK);
      });
      this.y -= 2.5;
    }
    this.y -= 4;
  }

  // ---- Tables

  /** A table with borders; its header is repeated on every page it runs onto, rows wrap and never leave the page. */
  table(columns: Column[], rows: Row[], o: { size?: number } = {}) {
    const size = o.size ?? 8.8;
    const lh = size * 1.3;
    const total = columns.reduce((s, c) => s + (c.largeur ?? 1), 0);
    const widths = columns.map((c) => (WIDTH * (c.largeur ?? 1)) / total);
    const xs = widths.map((_, i) => MX + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const header = columns.map((c, i) =>
      wrap(c.titre, this.fonts.bold, size, widths[i]! - 2 * PAD),
    );
    const headerH = Math.max(1, ...header.map((h) => h.length)) * lh + 2 * PAD;
    const drawHeader = () => {
      columns.forEach((c, i) => {
        this.canvas.drawRectangle({
          x: xs[i]!,
          y: this.y - headerH,
          width: widths[i]!,
          height: headerH,
          color: FILL,
          borderColor: BORDER,
          borderWidth: 0.5,
        });
        for (const [k, line] of header[i]!.entries())
          this.cellText(
            line,
            c,
            xs[i]!,
            widths[i]!,
            this.y - PAD - size - k * lh,
            this.fonts.bold,
            size,
          );
      });
      this.y -= headerH;
    };
    const cells = rows.map((r) => {
      const row = Array.isArray(r) ? { cells: r, bold: false } : { cells: r.cells, bold: !!r.bold };
      const font = row.bold ? this.fonts.bold : this.fonts.regular;
      return {
        font,
        lines: columns.map((_, i) => wrap(text(row.cells[i]), font, size, widths[i]! - 2 * PAD)),
      };
    });
    const firstH = cells.length
      ? Math.max(1, ...cells[0]!.lines.map((l) => l.length)) * lh + 2 * PAD
      : 0;
    this.keep(headerH + Math.min(firstH, 4 * lh + 2 * PAD));
    drawHeader();
    const pageLines = Math.floor((A4[1] - TOP - BOTTOM - 40 - headerH - 2 * PAD) / lh);
    for (const { font, lines } of cells) {
      const count = Math.max(1, ...lines.map((l) => l.length));
      let start = 0;
      while (start < count) {
        const fit = Math.floor((this.y - BOTTOM - 2 * PAD) / lh);
        // A row goes whole to the next page when it fits on one; only a row taller than a page is split.
        if (fit < 1 || (start === 0 && fit < count && count <= pageLines)) {
          this.newPage();
          drawHeader();
          continue;
        }
        const n = Math.min(fit, count - start);
        const h = n * lh + 2 * PAD;
        columns.forEach((c, i) => {
          this.canvas.drawRectangle({
            x: xs[i]!,
            y: this.y - h,
            width: widths[i]!,
            height: h,
            borderColor: BORDER,
            borderWidth: 0.5,
          });
          for (let k = 0; k < n; k++) {
            const line = lines[i]![start + k];
            if (line)
              this.cellText(line, c, xs[i]!, widths[i]!, this.y - PAD - size - k * lh, font, size);
          }
        });
        this.y -= h;
        start += n;
      }
    }
    this.y -= 10;
  }

  /** Ruled lines for a handwritten text (the mention a guarantor copies out), kept together when they fit a page. */
  writingLines(count: number) {
    const lh = 22;
    this.lineRows(count, lh, (_, top) => {
      this.canvas.drawLine({
        start: { x: MX, y: top - lh + 4 },
        end: { x: MX + WIDTH, y: top - lh + 4 },
        thickness: 0.5,
        color: BORDER,
        dashArray: [1.5, 2],
      });
    });
    this.y -= 6;
  }

  // ---- Signatures and labels

  /** "Fait à Paris, le 22 novembre 2026", then one box per signer (two per row), never split across pages. */
  signatures(signers: Signature[], o: { lieu?: Text; date?: Text; exemplaires?: number } = {}) {
    const place = text(o.lieu)
      ? join([`Fait à ${text(o.lieu)}`, text(o.date) && `le ${text(o.date)}`], ", ")
      : text(o.date) && `Fait le ${text(o.date)}`;
    const copies = o.exemplaires ? `en ${o.exemplaires} exemplaires originaux` : "";
    const perRow = signers.length === 3 ? 3 : 2;
    const gap = 14;
    const w = (WIDTH - gap * (perRow - 1)) / perRow;
    const boxes = signers.map((s) => ({
      role: wrap(text(s.role), this.fonts.bold, 9, w - 2 * PAD - 4),
      nom: wrap(text(s.nom), this.fonts.regular, 9, w - 2 * PAD - 4),
      mention: wrap(text(s.mention), this.fonts.regular, 8, w - 2 * PAD - 4),
    }));
    const heightOf = (b: (typeof boxes)[number]) =>
      (b.role.length + b.nom.length) * 12 + b.mention.length * 10.5 + 2 * PAD + 62;
    let first = true;
    for (let r = 0; r < boxes.length; r += perRow) {
      const row = boxes.slice(r, r + perRow);
      const h = Math.max(...row.map(heightOf));
      this.keep(h + (first && (place || copies) ? 30 : 8));
      if (first && (place || copies)) this.paragraph(join([place, copies], " "));
      first = false;
      row.forEach((b, i) => {
        const x = MX + i * (w + gap);
        this.canvas.drawRectangle({
          x,
          y: this.y - h,
          width: w,
          height: h,
          borderColor: BORDER,
          borderWidth: 0.6,
        });
        let y = this.y - PAD - 9;
        const put = (
          lines: string[],
          font: PDFFont,
          size: number,
          color: RGB,
          lh: number,
          slant = false,
        ) => {
          for (const line of lines)
            this.draw(line, x + PAD + 2, y, font, size, color, this.canvas, slant), (y -= lh);
        };
        put(b.role, this.fonts.bold, 9, INK, 12);
        put(b.nom, this.fonts.regular, 9, INK, 12);
        put(b.mention, this.fonts.regular, 8, MUTED, 10.5, true);
      });
      this.y -= h + 8;
    }
  }

  /** A grid of bordered labels (mailbox, intercom, door); each label's text shrinks until it fits its box. */
  labels(items: Label[], o: { columns?: number; height?: number } = {}) {
    const columns = o.columns ?? 2;
    const h = o.height ?? 100;
    const gap = 12;
    const w = (WIDTH - gap * (columns - 1)) / columns;
    for (let r = 0; r < items.length; r += columns) {
      this.keep(h + gap);
      items.slice(r, r + columns).forEach((item, i) => {
        const x = MX + i * (w + gap);
        this.canvas.drawRectangle({
          x,
          y: this.y - h,
          width: w,
          height: h,
          borderColor: MUTED,
          borderWidth: 0.8,
          borderDashArray: [3, 2],
        });
        const legend = wrap(text(item.legende), this.fonts.regular, 7, w - 2 * PAD)[0];
        if (legend)
          this.draw(
            legend,
            x + PAD,
            this.y - PAD - 7,
            this.fonts.regular,
            7,
            MUTED,
            this.canvas,
            true,
          );
        const room = h - 2 * PAD - (legend ? 11 : 0);
        const fitted = this.fit(item.lignes.map(text).filter(Boolean), w - 4 * PAD, room);
        let y =
          this.y - (legend ? 11 : 0) - PAD - (room - fitted.lines.length * fitted.size * 1.2) / 2;
        for (const line of fitted.lines) {
          const lw = measure(line, this.fonts.bold, fitted.size);
          this.draw(
            line,
            x + (w - lw) / 2,
            (y -= fitted.size * 1.2) + fitted.size * 0.22,
            this.fonts.bold,
            fitted.size,
            INK,
          );
        }
      });
      this.y -= h + gap;
    }
  }

  // ---- Output

  /**
   * Draws every footer ("Page i / n"), sets the metadata and returns the PDF's bytes. `attachments` adds to the
   * finished document before it is saved (an invoice's Factur-X XML and XMP metadata, documents/facture-x.ts);
   * `titreMeta`, the metadata's title when it says more than the heading (an invoice's number).
   */
  async finish(attachments?: (pdf: PDFDocument) => void, titreMeta?: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    const { agence, titre } = this.info;
    const left = this.oneLine(
      join([agence.nom, agence.siret && `SIRET ${agence.siret}`, titre], " — "),
      this.fonts.regular,
      7.5,
      WIDTH - 80,
    );
    // The agency's card, guarantee and insurance (loi Hoguet), on every page of its documents once a card is set.
    const mentions = mentionsHoguet(agence, euros);
    const hoguet = mentions ? wrap(mentions, this.fonts.regular, 6.5, WIDTH).slice(0, 2) : [];
    pages.forEach((page, i) => {
      page.drawLine({
        start: { x: MX, y: BOTTOM - 18 },
        end: { x: MX + WIDTH, y: BOTTOM - 18 },
        thickness: 0.5,
        color: BORDER,
      });
      this.draw(left, MX, BOTTOM - 30, this.fonts.regular, 7.5, MUTED, page);
      for (const [k, line] of hoguet.entries())
        this.draw(line, MX, BOTTOM - 40 - 8 * k, this.fonts.regular, 6.5, MUTED, page);
      const number = `Page ${i + 1} / ${pages.length}`;
      this.draw(
        number,
        MX + WIDTH - measure(number, this.fonts.regular, 8),
        BOTTOM - 30,
        this.fonts.regular,
        8,
        INK,
        page,
      );
    });
    attachments?.(this.pdf);
    return savePdf(this.pdf, {
      titre: titreMeta ?? titre,
      auteur: agence.nom,
      date: this.info.date,
    });
  }

  // ---- Inside

  private get canvas(): Canvas {
    return this.measuring ? NO_INK : this.page;
  }

  private newPage() {
    if (this.measuring) {
      this.measuring.breaks++;
      this.y = A4[1] - TOP;
      this.runningHeader();
      return;
    }
    const first = this.pdf.getPageCount() === 0;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - TOP;
    if (first) this.letterhead();
    else this.runningHeader();
  }

  private letterhead() {
    const { agence, titre, sousTitre } = this.info;
    for (const line of wrap(agence.nom, this.fonts.bold, 14, WIDTH))
      this.draw(line, MX, (this.y -= 16) + 2, this.fonts.bold, 14, ACCENT);
    const details = [
      agence.adresse,
      join(
        [
          agence.siret && `SIRET ${agence.siret}`,
          agence.carteProfessionnelle && `Carte professionnelle ${agence.carteProfessionnelle}`,
        ],
        " — ",
      ),
      join([agence.telephone && `Tél. ${agence.telephone}`, agence.email], " — "),
    ];
    for (const d of details)
      for (const line of wrap(d, this.fonts.regular, 8.5, WIDTH))
        this.draw(line, MX, (this.y -= 11) + 2, this.fonts.regular, 8.5, MUTED);
    this.y -= 6;
    this.rule();
    this.y -= 6;
    this.paragraph(titre, { bold: true, size: 16, align: "center" });
    this.paragraph(sousTitre, { size: 10, align: "center", muted: true });
    this.y -= 8;
  }

  private runningHeader() {
    const size = 7.5;
    const right = this.oneLine(this.info.titre, this.fonts.regular, size, WIDTH / 2 - 10);
    this.draw(
      this.oneLine(this.info.agence.nom, this.fonts.bold, size, WIDTH / 2 - 10),
      MX,
      this.y - size,
      this.fonts.bold,
      size,
      MUTED,
    );
    this.draw(
      right,
      MX + WIDTH - measure(right, this.fonts.regular, size),
      this.y - size,
      this.fonts.regular,
      size,
      MUTED,
    );
    this.y -= size + 4;
    this.canvas.drawLine({
      start: { x: MX, y: this.y },
      end: { x: MX + WIDTH, y: this.y },
      thickness: 0.5,
      color: BORDER,
    });
    this.y -= 14;
  }

  /** `count` lines of `lh` points drawn by `draw(i, top)`, kept together when they fit on a page, else split. */
  private lineRows(count: number, lh: number, draw: (i: number, top: number) => void) {
    if (count * lh <= A4[1] - TOP - BOTTOM - 40) this.keep(count * lh);
    for (let i = 0; i < count; i++) {
      this.keep(lh);
      draw(i, this.y);
      this.y -= lh;
    }
  }

  private cellText(
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
    this.draw(line, at, y, font, size, INK);
  }

  /** The largest size (14 down to 6) at which `lines` fit `width` x `height`; at 6, the lines that fit, cut with "…". */
  private fit(lines: string[], width: number, height: number): { size: number; lines: string[] } {
    for (let size = 14; size >= 6; size -= 1) {
      const wrapped = lines.flatMap((l) => wrap(l, this.fonts.bold, size, width));
      if (wrapped.length * size * 1.2 <= height) return { size, lines: wrapped };
    }
    const wrapped = lines.flatMap((l) => wrap(l, this.fonts.bold, 6, width));
    const max = Math.max(1, Math.floor(height / 7.2));
    return {
      size: 6,
      lines:
        wrapped.length > max
          ? [
              ...wrapped.slice(0, max - 1),
              this.oneLine(`${wrapped[max - 1]}…`, this.fonts.bold, 6, width),
            ]
          : wrapped,
    };
  }

  /** The first line of `s` at this width, ending with "…" when the rest did not fit. */
  private oneLine(s: string, font: PDFFont, size: number, width: number): string {
    const lines = wrap(s, font, size, width);
    if (lines.length <= 1) return lines[0] ?? "";
    let line = lines[0]!;
    while (line && measure(`${line}…`, font, size) > width) line = line.slice(0, -1);
    return `${line}…`;
  }

  private draw(
    s: string,
    x: number,
    y: number,
    font: PDFFont,
    size: number,
    color: RGB,
    page: Canvas = this.canvas,
    slant = false,
  ) {
    // The italic: the regular font sheared as DejaVu Sans Condensed Oblique is (italic angle: 11°).
    if (!s) return;
    pageFont(page, font); // one name per font and page, not two per line (page-font.ts)
    page.drawText(printable(s, font), {
      x,
      y,
      size,
      color,
      ...(slant ? { ySkew: degrees(SLANT) } : {}),
    });
  }
}
