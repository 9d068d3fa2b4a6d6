import type { PDFFont, PDFPage } from 'pdf-lib';
import { displayCnpj } from '../PrintView/format';
import { type CnpjCardField, type CnpjCardProps, type CnpjCardSheet, cnpjCardSheet } from './CnpjCard';

/**
 * The name of the card's PDF: 'cartao-cnpj-12345678000190.pdf'. The CNPJ goes without its dots,
 * slash and dash (a slash cannot be in a file name, and the bare 14 characters are what people
 * and systems search for); the letters of an alphanumeric CNPJ stay, uppercased.
 */
export function cnpjCardPdfName(registrationCode: string): string {
  return `cartao-cnpj-${registrationCode.replace(/[^0-9a-z]/gi, '').toUpperCase()}.pdf`;
}

// A4 in points, and the card's measures in points.
const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 40;
const padding = 4;
const labelSize = 6.5;
const valueSize = 9;
const titleSize = 10.5;
const lineGap = 2.5;
const ink = { red: 0.1, green: 0.1, blue: 0.1 };
const rule = { red: 0.45, green: 0.45, blue: 0.45 };

/** Words wrapped into lines no wider than `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

interface Cell {
  width: number;
  label?: string[];
  lines: string[];
  title?: boolean;
}

/**
 * The 'Cartão CNPJ' as a one-page A4 PDF, drawn from the same sheet as the screen's card
 * (`cnpjCardSheet`): the heading, the boxes row by row and the issue line. Drawn in the browser
 * with pdf-lib, which is fetched on the first call (never with the page), with the PDF's own
 * Helvetica: no font file and no network. Helvetica writes Latin-1 (every Portuguese letter); a
 * character beyond it (an emoji in a trade name) is written as '?'.
 */
export async function cnpjCardPdf(card: CnpjCardProps): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const sheet = cnpjCardSheet(card);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Cartão CNPJ ${displayCnpj(card.registrationCode)}`);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Conforma');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const known = new Set(regular.getCharacterSet());
  const writable = (text: string) =>
    [...text.normalize('NFC')].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');

  const contentWidth = pageWidth - 2 * margin;
  const ruleColour = rgb(rule.red, rule.green, rule.blue);
  const inkColour = rgb(ink.red, ink.green, ink.blue);
  // Each page framed like the paper card, from the top margin down to `bottom`.
  const frame = (framed: PDFPage, bottom: number) =>
    framed.drawRectangle({
      x: margin,
      y: bottom,
      width: contentWidth,
      height: pageHeight - margin - bottom,
      borderColor: ruleColour,
      borderWidth: 0.8,
    });
  const newPage = (): PDFPage => pdf.addPage([pageWidth, pageHeight]);
  let page = newPage();
  let y = pageHeight - margin;

  const centred = (text: string, font: PDFFont, size: number) => {
    const shown = writable(text);
    const x = margin + (contentWidth - font.widthOfTextAtSize(shown, size)) / 2;
    y -= size;
    page.drawText(shown, { x, y, size, font, color: inkColour });
    y -= lineGap * 2;
  };

  y -= padding * 2;
  centred(sheet.heading[0], bold, 12);
  centred(sheet.heading[1], bold, 9.5);
  y -= padding;

  const inner = (width: number) => width - 2 * padding;
  const cellsOf = (row: CnpjCardSheet['rows'][number]): Cell[] => {
    const units = row.reduce((sum, cell) => sum + ('title' in cell || cell.wide ? 2 : 1), 0);
    return row.map((cell) => {
      const width = (contentWidth * ('title' in cell || cell.wide ? 2 : 1)) / units;
      if ('title' in cell) {
        return {
          width,
          title: true,
          lines: wrap(writable(cell.title.toLocaleUpperCase('pt-BR')), bold, titleSize, inner(width)),
        };
      }
      return {
        width,
        label: wrap(writable(cell.label.toLocaleUpperCase('pt-BR')), regular, labelSize, inner(width)),
        lines: linesOf(cell, width),
      };
    });
  };
  const heightOf = (cell: Cell) =>
    cell.title
      ? cell.lines.length * (titleSize + lineGap)
      : (cell.label?.length ?? 0) * (labelSize + lineGap) + lineGap + cell.lines.length * (valueSize + lineGap);
  const bottomLimit = margin + 30;
  const queue = sheet.rows.map(cellsOf);
  while (queue.length > 0) {
    let cells = queue.shift() ?? [];
    let height = Math.max(...cells.map(heightOf)) + 2 * padding;
    const [only] = cells;
    if (y - height < bottomLimit && cells.length === 1 && only && !only.title) {
      // A box longer than the room left (many secondary activities) fills the page and goes on
      // in a box of the same label on the next.
      const room = y - bottomLimit - 2 * padding - heightOf({ ...only, lines: [] });
      const fit = Math.floor(room / (valueSize + lineGap));
      if (fit >= 3 && fit < only.lines.length) {
        queue.unshift([{ ...only, lines: only.lines.slice(fit) }]);
        cells = [{ ...only, lines: only.lines.slice(0, fit) }];
        height = heightOf(cells[0] ?? only) + 2 * padding;
      }
    }
    // A row that does not fit goes on to another page.
    if (y - height < bottomLimit) {
      frame(page, margin);
      page = newPage();
      y = pageHeight - margin;
      // Still too long for a whole page: split it there.
      if (y - height < bottomLimit && cells.length === 1) {
        queue.unshift(cells);
        continue;
      }
    }
    let x = margin;
    for (const cell of cells) {
      page.drawRectangle({
        x,
        y: y - height,
        width: cell.width,
        height,
        borderColor: ruleColour,
        borderWidth: 0.5,
      });
      let lineY = y - padding;
      if (cell.title) {
        lineY -= (height - 2 * padding - heightOf(cell)) / 2;
        for (const line of cell.lines) {
          lineY -= titleSize;
          const lineX = x + (cell.width - bold.widthOfTextAtSize(line, titleSize)) / 2;
          page.drawText(line, { x: lineX, y: lineY, size: titleSize, font: bold, color: inkColour });
          lineY -= lineGap;
        }
      } else {
        for (const line of cell.label ?? []) {
          lineY -= labelSize;
          page.drawText(line, { x: x + padding, y: lineY, size: labelSize, font: regular, color: ruleColour });
          lineY -= lineGap;
        }
        lineY -= lineGap;
        for (const line of cell.lines) {
          lineY -= valueSize;
          page.drawText(line, { x: x + padding, y: lineY, size: valueSize, font: bold, color: inkColour });
          lineY -= lineGap;
        }
      }
      x += cell.width;
    }
    y -= height;
  }

  y -= padding * 3 + valueSize;
  page.drawText(writable(sheet.footer), { x: margin + padding, y, size: 8, font: regular, color: inkColour });
  frame(page, y - padding * 2);
  // A copy on a plain ArrayBuffer, which Blob and the download take.
  return new Uint8Array(await pdf.save());

  function linesOf(field: CnpjCardField, width: number): string[] {
    // Upper case, as on the screen's card and the Receita's.
    return field.lines.flatMap((line) =>
      wrap(writable(line.toLocaleUpperCase('pt-BR')), bold, valueSize, inner(width)),
    );
  }
}
