import { numeroLisible } from "../domain/validation/identifiants";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { mentionsHoguet, type Agence } from "../lib/agence";
import { euros, join, type Text } from "./format";
import type { Fonts } from "./fonts";
import { A4, ACCENT, BORDER, BOTTOM, INK, MUTED, MX, SLANT, TOP, WIDTH } from "./layout-style";
import { savePdf } from "./pdf-save";
import { measure, printable, wrap } from "./pdf-text";
import { pageFont } from "./page-font";
import { drawTextLine } from "./text-ops";
import { drawRule } from "./shape-ops";

/** What the layout draws with: the page, or nothing while it only measures a block (`keepTogether`). */
type Canvas = Pick<PDFPage, "drawText" | "drawLine" | "drawRectangle">;
const NO_INK: Canvas = { drawText() {}, drawLine() {}, drawRectangle() {} };

/** What every generator receives besides its data: who issues it and on which Paris day (YYYY-MM-DD). */
export interface DocumentContext {
  agence: Agence;
  date: string;
}

export interface ParagraphOptions {
  bold?: boolean;
  italic?: boolean;
  size?: number;
  align?: "left" | "center" | "right";
  indent?: number;
  muted?: boolean;
}

/**
 * The page frame: the A4 pages, the letterhead, the running header and the footers, the vertical position and
 * page breaks. Text, tables and signatures draw through it (text-flow.ts, tables.ts, signatures.ts); documents use
 * its face, `Layout` (layout.ts).
 */
export abstract class PageFrame {
  private page!: PDFPage;
  y = 0;
  /** While measuring: how many page breaks the block made (none are added to the PDF, nothing is drawn). */
  private measuring: { breaks: number } | null = null;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly info: DocumentContext & { titre: string; sousTitre?: Text; bandeau?: string },
  ) {
    this.newPage();
  }

  /** Wrapped text (text-flow.ts, through `Layout`): the letterhead's title is one. */
  abstract paragraph(t: Text, o?: ParagraphOptions): void;

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
    drawRule(this.canvas, {
      start: { x: MX, y: this.y },
      end: { x: MX + WIDTH, y: this.y },
      thickness: 0.6,
      color: BORDER,
    });
    this.y -= 6;
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
      join([agence.nom, agence.siret && `SIRET ${numeroLisible(agence.siret)}`, titre], " — "),
      this.fonts.regular,
      7.5,
      WIDTH - 80,
    );
    // The agency's card, guarantee and insurance (loi Hoguet), on every page of its documents once a card is set.
    const mentions = mentionsHoguet(agence, euros);
    const hoguet = mentions ? wrap(mentions, this.fonts.regular, 6.5, WIDTH).slice(0, 2) : [];
    pages.forEach((page, i) => {
      drawRule(page, {
        start: { x: MX, y: BOTTOM - 18 },
        end: { x: MX + WIDTH, y: BOTTOM - 18 },
        thickness: 0.5,
        color: BORDER,
      });
      this.draw(left, MX, BOTTOM - 30, this.fonts.regular, 7.5, MUTED, page);
      for (const [k, line] of hoguet.entries())
        this.draw(line, MX, BOTTOM - 40 - 8 * k, this.fonts.regular, 6.5, MUTED, page);
      // A warning every page carries above its header (a tax summary of a year not finished: « Provisoire »).
      if (this.info.bandeau) {
        const b = this.oneLine(this.info.bandeau, this.fonts.bold, 9, WIDTH);
        const x = MX + (WIDTH - measure(b, this.fonts.bold, 9)) / 2;
        this.draw(b, x, A4[1] - TOP + 18, this.fonts.bold, 9, ACCENT, page);
      }
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

  // ---- Inside: for text-flow.ts, tables.ts, signatures.ts

  get canvas(): Canvas {
    return this.measuring ? NO_INK : this.page;
  }

  newPage() {
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
          agence.siret && `SIRET ${numeroLisible(agence.siret)}`,
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
    drawRule(this.canvas, {
      start: { x: MX, y: this.y },
      end: { x: MX + WIDTH, y: this.y },
      thickness: 0.5,
      color: BORDER,
    });
    this.y -= 14;
  }

  /** `count` lines of `lh` points drawn by `draw(i, top)`, kept together when they fit on a page, else split. */
  lineRows(count: number, lh: number, draw: (i: number, top: number) => void) {
    if (count * lh <= A4[1] - TOP - BOTTOM - 40) this.keep(count * lh);
    for (let i = 0; i < count; i++) {
      this.keep(lh);
      draw(i, this.y);
      this.y -= lh;
    }
  }

  /** The first line of `s` at this width, ending with "…" when the rest did not fit. */
  oneLine(s: string, font: PDFFont, size: number, width: number): string {
    const lines = wrap(s, font, size, width);
    let line = lines[0] ?? "";
    if (lines.length <= 1) return line;
    while (line && measure(`${line}…`, font, size) > width) line = line.slice(0, -1);
    return `${line}…`;
  }

  draw(
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
    // One name per font and page, not two per line (page-font.ts); none while measuring: nothing is drawn then.
    const named = pageFont(page, font);
    if (!named) return;
    // pdf-lib's drawText, without a PDFNumber per operand (text-ops.ts).
    drawTextLine(named.page, font, named.fontKey, printable(s, font), {
      x,
      y,
      size,
      color,
      ySkew: slant ? (SLANT * Math.PI) / 180 : 0,
    });
  }
}
