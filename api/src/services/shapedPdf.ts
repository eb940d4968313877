import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFString, type PDFPage, type PDFRef } from 'pdf-lib';
import { subsetTrueType } from './fontSubset.js';
import { textShaper, type Face, type FaceKey, type ShapedRun, type Shaper } from './textShaping.js';

export const A4: [number, number] = [595.28, 841.89];

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** A fill colour operator, e.g. `0 0 0 rg`. */
  color?: string;
  /** Degrees anticlockwise about the text's start. */
  rotate?: number;
  /** Drawn as outlines of this width (points) in the colour, not filled: a stamp over other text. */
  outline?: number;
}

export const BLACK = '0 0 0 rg';

/**
 * The glyphs of one face a document draws, as a CID-keyed TrueType font (Identity-H). Each distinct
 * glyph, text and width gets a CID of its own: a glyph drawn for different characters (an i-matra before
 * क, then before स) then copies as the right ones, through the ToUnicode map; the CIDToGIDMap leads each
 * CID to the glyph in the embedded subset. A CID's width is the glyph's shaped advance from where it is
 * drawn, so each glyph's box ends where the next begins (text extraction reads no gap inside a word,
 * also after a matra set back under its consonant) and the text needs no adjustment between glyphs.
 */
class EmbeddedFace {
  readonly ref: PDFRef;
  private readonly cids = new Map<string, string>();
  private readonly glyphs: { gid: number; text: string; width: number }[] = [{ gid: 0, text: '', width: 0 }];

  constructor(
    private readonly doc: PDFDocument,
    readonly face: Face,
  ) {
    this.ref = doc.context.nextRef();
  }

  /** The CID (as 4 hex digits) drawing glyph `gid` for `text` with the width `width` (1000 per em). */
  cid(gid: number, text: string, width: number): string {
    const key = `${gid}:${width}:${text}`;
    let hex = this.cids.get(key);
    if (hex === undefined) {
      hex = this.glyphs.length.toString(16).padStart(4, '0');
      this.glyphs.push({ gid, text, width });
      this.cids.set(key, hex);
    }
    return hex;
  }

  embed(): void {
    const { context } = this.doc;
    const font = this.face.fontkit;
    const cidToGid = new Uint8Array(this.glyphs.length * 2);
    this.glyphs.forEach(({ gid }, cid) => {
      cidToGid[cid * 2] = gid >> 8;
      cidToGid[cid * 2 + 1] = gid & 0xff;
    });
    const fontFile = subsetTrueType(
      this.face.bytes,
      this.glyphs.map(({ gid }) => gid),
    );
    // A subset's name starts with six capitals of its own; derived from what it holds, so a document renders the same each time.
    const tag = createHash('sha1')
      .update(this.face.key)
      .update(cidToGid)
      .digest()
      .subarray(0, 6)
      .reduce((name, byte) => name + String.fromCharCode(65 + (byte % 26)), '');
    const baseFont = `${tag}+${this.face.name}`;
    const scale = 1000 / this.face.upem;
    const stream = (bytes: Uint8Array, extra: Record<string, unknown> = {}) =>
      context.register(context.stream(deflateSync(bytes), { Filter: 'FlateDecode', ...extra }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: [font.bbox.minX * scale, font.bbox.minY * scale, font.bbox.maxX * scale, font.bbox.maxY * scale].map(Math.round),
        ItalicAngle: font.italicAngle,
        Ascent: Math.round(font.ascent * scale),
        Descent: Math.round(font.descent * scale),
        CapHeight: Math.round((font.capHeight || font.ascent) * scale),
        StemV: 80,
        FontFile2: stream(fontFile, { Length1: fontFile.length }),
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 1000,
        W: [1, this.glyphs.slice(1).map(({ width }) => width)],
        CIDToGIDMap: stream(cidToGid),
      }),
    );
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: stream(Buffer.from(this.toUnicode(), 'latin1')),
      }),
    );
  }

  /** The ToUnicode CMap: each CID's text as UTF-16 (a CID standing for nothing is left out). */
  private toUnicode(): string {
    const entries: string[] = [];
    this.glyphs.forEach(({ text }, cid) => {
      if (!text) return;
      entries.push(`<${cid.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`);
    });
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A text as UTF-16 code units in hex (a ToUnicode value, an ActualText string after its byte order mark). */
function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

/**
 * A shaped run's text-showing operators: TJ arrays of glyph codes, with a move (thousandths of the size,
 * negative to the right) before a glyph drawn off its place and back after it. A glyph raised or lowered
 * (a mark) is shown on its own with a text rise; a cluster whose glyphs do not each stand for a character
 * is marked content with its text (ActualText).
 */
function encodeRun(run: ShapedRun, face: EmbeddedFace, size: number): string[] {
  const ops: string[] = [];
  const scale = 1000 / run.face.upem;
  let items: string[] = [];
  let hex = '';
  let span = 0;
  const show = () => {
    if (hex) items.push(`<${hex}>`);
    if (items.length) ops.push(`[${items.join(' ')}] TJ`);
    items = [];
    hex = '';
  };
  const move = (thousandths: number) => {
    if (hex) items.push(`<${hex}>`);
    hex = '';
    items.push(String(round(-thousandths)));
  };
  for (let i = 0; i < run.gids.length; i++) {
    const spanned = run.spans[span];
    const dy = run.yOffsets[i]!;
    if (spanned?.start === i || dy) show();
    if (spanned?.start === i) ops.push(`/Span <</ActualText <FEFF${utf16Hex(spanned.text)}>>> BDC`);
    if (dy) ops.push(`${round((dy * size) / run.face.upem)} Ts`);
    const dx = Math.round(run.xOffsets[i]! * scale);
    const advance = Math.round(run.advances[i]! * scale);
    if (dx) move(dx);
    // The glyph's box runs from where it is drawn to where the next glyph starts; when it is drawn past that, the pen moves back.
    const width = Math.max(advance - dx, 0);
    hex += face.cid(run.gids[i]!, run.texts[i]!, width);
    if (advance - dx - width) move(advance - dx - width);
    const spanEnds = spanned !== undefined && i === spanned.start + spanned.length - 1;
    if (dy || spanEnds) show();
    if (dy) ops.push('0 Ts');
    if (spanEnds) {
      ops.push('EMC');
      span++;
    }
  }
  show();
  return ops;
}

/**
 * A PDF whose text is shaped with HarfBuzz (Devanagari conjuncts, reordered matras, reph, nukta) and
 * drawn as the shaped glyphs at their shaped positions. Text is written straight into each page's content
 * stream (one text object per page, positioned with `Tm`): pdf-lib's `drawText` would map characters to
 * glyphs one by one, and wraps each string in a graphics state of its own.
 */
export class ShapedPdf {
  private page: PDFPage | undefined;
  private pageFonts = new Map<FaceKey, string>();
  private textOps: string[] = [];
  private graphicOps: string[] = [];
  private state = { font: '', size: 0, color: '' };
  private readonly embedded = new Map<FaceKey, EmbeddedFace>();
  /** Each shaped run's operators at a size, made once per document (a statement repeats its names, products and dates). */
  private readonly encoded = new Map<ShapedRun, Map<number, string[]>>();

  private constructor(
    readonly doc: PDFDocument,
    readonly shaper: Shaper,
  ) {}

  static async create(title: string, language: 'en' | 'hi' = 'en'): Promise<ShapedPdf> {
    const [doc, shaper] = await Promise.all([PDFDocument.create(), textShaper()]);
    doc.setTitle(title);
    doc.setProducer('Agent Portal');
    doc.setLanguage(language === 'hi' ? 'hi-IN' : 'en-IN');
    return new ShapedPdf(doc, shaper);
  }

  /** Starts a page (the one before is finished). */
  addPage(size: [number, number] = A4): PDFPage {
    this.flush();
    this.page = this.doc.addPage(size);
    this.pageFonts = new Map();
    this.state = { font: '', size: 0, color: '' };
    return this.page;
  }

  /** Width of `text` in points. */
  width(text: string, style: TextStyle): number {
    return this.shaper.width(text, style.size, style.bold);
  }

  /** Draws `text` with its left end at (x, y), the baseline at y. */
  text(text: string, x: number, y: number, style: TextStyle): void {
    const { size, bold = false, color = BLACK, rotate = 0 } = style;
    if (color !== this.state.color) {
      this.textOps.push(color);
      this.state.color = color;
    }
    if (rotate) {
      const [a, b] = [Math.cos((rotate * Math.PI) / 180), Math.sin((rotate * Math.PI) / 180)].map((v) => Number(v.toFixed(4))) as [
        number,
        number,
      ];
      this.textOps.push(`${a} ${b} ${-b} ${a} ${round(x)} ${round(y)} Tm`);
    } else this.textOps.push(`1 0 0 1 ${round(x)} ${round(y)} Tm`);
    if (style.outline) this.textOps.push(`${color.replace(/rg$/, 'RG')} ${style.outline} w 1 Tr`);
    for (const run of this.shaper.shape(text, bold)) this.run(run, size);
    if (style.outline) this.textOps.push('0 Tr');
  }

  /** Draws `text` ending at xRight. */
  right(text: string, xRight: number, y: number, style: TextStyle): void {
    this.text(text, xRight - this.width(text, style), y, style);
  }

  /** Draws `text` centred on x. */
  centre(text: string, x: number, y: number, style: TextStyle): void {
    this.text(text, x - this.width(text, style) / 2, y, style);
  }

  /**
   * `text` as lines of at most `maxWidth` points: broken at spaces, and a word longer than a line after
   * its hyphens or slashes, else between its grapheme clusters (a conjunct and its matras stay together). Words are measured one by one (and
   * kept shaped), not every candidate line.
   */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    if (this.width(text, style) <= maxWidth) return [text];
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    const add = (piece: string, width: number, separator: string, separatorWidth: number) => {
      if (line && lineWidth + separatorWidth + width > maxWidth) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      if (line) {
        line += separator;
        lineWidth += separatorWidth;
      }
      line += piece;
      lineWidth += width;
    };
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const width = this.width(word, style);
      if (width <= maxWidth) {
        add(word, width, ' ', space);
        continue;
      }
      // A long word breaks after a hyphen, slash or other joining mark where it can (a policy number's
      // parts), else between grapheme clusters.
      let first = true;
      for (const part of word.split(/(?<=[-/_.,:;])/)) {
        const partWidth = this.width(part, style);
        const pieces = partWidth <= maxWidth ? [part] : Array.from(graphemes.segment(part), ({ segment }) => segment);
        for (const piece of pieces) {
          add(piece, pieces.length === 1 ? partWidth : this.width(piece, style), first ? ' ' : '', first ? space : 0);
          first = false;
        }
      }
    }
    if (line || !lines.length) lines.push(line);
    return lines;
  }

  /** Raw graphics operators (lines, rectangles), drawn under the page's text. */
  graphics(ops: string): void {
    this.graphicOps.push(ops);
  }

  async save(): Promise<Uint8Array> {
    this.flush();
    for (const face of this.embedded.values()) face.embed();
    return this.doc.save({ useObjectStreams: false });
  }

  private run(run: ShapedRun, size: number) {
    const face = this.embeddedFace(run.face);
    const fontKey = this.fontKey(face);
    if (fontKey !== this.state.font || size !== this.state.size) {
      this.textOps.push(`${fontKey} ${size} Tf`);
      this.state.font = fontKey;
      this.state.size = size;
    }
    let bySize = this.encoded.get(run);
    if (!bySize) this.encoded.set(run, (bySize = new Map()));
    let ops = bySize.get(size);
    if (!ops) bySize.set(size, (ops = encodeRun(run, face, size)));
    for (const op of ops) this.textOps.push(op);
  }

  private embeddedFace(face: Face): EmbeddedFace {
    let embedded = this.embedded.get(face.key);
    if (!embedded) this.embedded.set(face.key, (embedded = new EmbeddedFace(this.doc, face)));
    return embedded;
  }

  private fontKey(embedded: EmbeddedFace): string {
    let key = this.pageFonts.get(embedded.face.key);
    if (!key) {
      if (!this.page) this.addPage();
      key = this.page!.node.newFontDictionary(embedded.face.key, embedded.ref).toString();
      this.pageFonts.set(embedded.face.key, key);
    }
    return key;
  }

  private flush() {
    if (!this.page || (!this.textOps.length && !this.graphicOps.length)) return;
    const content = [
      ...(this.graphicOps.length ? ['q', ...this.graphicOps, 'Q'] : []),
      ...(this.textOps.length ? ['BT', ...this.textOps, 'ET'] : []),
    ].join('\n');
    // Node's zlib rather than pdf-lib's flateStream (pako, in JavaScript): the same stream, in a fraction of the time.
    const stream = this.doc.context.stream(deflateSync(`${content}\n`), { Filter: 'FlateDecode' });
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.textOps = [];
    this.graphicOps = [];
  }
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });
