import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFString, type PDFPage, type PDFRef } from 'pdf-lib';
import { textShaper, type Face, type FaceKey, type ShapedRun, type Shaper } from './textShaping.js';

export const A4: [number, number] = [595.28, 841.89];

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** A fill colour operator, e.g. `0 0 0 rg`. */
  color?: string;
  /** Degrees anticlockwise about the text's start. */
  rotate?: number;
}

export const BLACK = '0 0 0 rg';

/**
 * The glyphs of one face a document draws, as a CID-keyed TrueType font (Identity-H). Each distinct
 * glyph-and-text pair gets a CID of its own: a glyph drawn for different characters (an i-matra before
 * क, then before स) then copies as the right ones, through the ToUnicode map; the CIDToGIDMap leads each
 * CID to the glyph in the embedded subset.
 */
class EmbeddedFace {
  readonly ref: PDFRef;
  private readonly cids = new Map<string, number>();
  private readonly glyphs: { gid: number; text: string }[] = [{ gid: 0, text: '' }];

  constructor(
    private readonly doc: PDFDocument,
    readonly face: Face,
  ) {
    this.ref = doc.context.nextRef();
  }

  /** The CID (as 4 hex digits) drawing glyph `gid` for `text`, and its width in the font's /W (1000 per em). */
  cid(gid: number, text: string): string {
    const key = `${gid}:${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      cid = this.glyphs.length;
      this.glyphs.push({ gid, text });
      this.cids.set(key, cid);
    }
    return cid.toString(16).padStart(4, '0');
  }

  width(gid: number): number {
    return Math.round((this.face.advance(gid) * 1000) / this.face.upem);
  }

  async embed(): Promise<void> {
    const { context } = this.doc;
    const font = this.face.fontkit;
    const subset = font.createSubset();
    const cidToGid = new Uint8Array(this.glyphs.length * 2);
    this.glyphs.forEach(({ gid }, cid) => {
      const subsetGid = subset.includeGlyph(gid);
      cidToGid[cid * 2] = subsetGid >> 8;
      cidToGid[cid * 2 + 1] = subsetGid & 0xff;
    });
    const fontFile = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      subset
        .encodeStream()
        .on('data', (bytes: Uint8Array) => parts.push(bytes))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
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
        W: [1, this.glyphs.slice(1).map(({ gid }) => this.width(gid))],
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
    const [cos, sin] = rotate ? [Math.cos((rotate * Math.PI) / 180), Math.sin((rotate * Math.PI) / 180)] : [1, 0];
    const [a, b] = [Number(cos.toFixed(4)), Number(sin.toFixed(4))];
    this.textOps.push(`${a} ${b} ${-b} ${a} ${round(x)} ${round(y)} Tm`);
    for (const run of this.shaper.shape(text, bold)) this.run(run, size);
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
   * `text` as lines of at most `maxWidth` points: broken at spaces, and a word longer than a line between
   * its grapheme clusters (a conjunct and its matras stay together).
   */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (this.width(word, style) <= maxWidth) {
        line = word;
        continue;
      }
      for (const { segment } of graphemes.segment(word)) {
        if (line && this.width(line + segment, style) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += segment;
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
    for (const face of this.embedded.values()) await face.embed();
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
    const scale = 1000 / run.face.upem;
    // A TJ array: glyph codes, and between them how far to move (thousandths of the size, negative to
    // the right) from the face's own advance to the shaped position. A glyph raised or lowered (a mark)
    // is shown on its own with a text rise; a cluster that needs its text said is marked content.
    let items: string[] = [];
    let hex = '';
    const show = () => {
      if (hex) items.push(`<${hex}>`);
      hex = '';
      if (items.length) this.textOps.push(`[${items.join(' ')}] TJ`);
      items = [];
    };
    const move = (thousandths: number) => {
      if (Math.abs(thousandths) < 0.01) return;
      if (hex) items.push(`<${hex}>`);
      hex = '';
      items.push(String(round(-thousandths)));
    };
    let span = 0;
    for (let i = 0; i < run.gids.length; i++) {
      const spanned = run.spans[span];
      if (spanned?.start === i) {
        show();
        this.textOps.push(`/Span <</ActualText <FEFF${utf16Hex(spanned.text)}>>> BDC`);
      }
      const gid = run.gids[i]!;
      const cid = face.cid(gid, run.texts[i]!);
      const dx = run.xOffsets[i]! * scale;
      const after = run.advances[i]! * scale - dx - face.width(gid);
      const dy = run.yOffsets[i]!;
      if (dy) {
        show();
        this.textOps.push(`${round((dy * size) / run.face.upem)} Ts`);
      }
      move(dx);
      hex += cid;
      move(after);
      if (dy) {
        show();
        this.textOps.push('0 Ts');
      }
      if (spanned && i === spanned.start + spanned.length - 1) {
        show();
        this.textOps.push('EMC');
        span++;
      }
    }
    show();
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
