/**
 * A TrueType font cut down to some of its glyphs for embedding in a PDF, glyph ids unchanged: the glyphs
 * asked for (and the parts composite ones are built from) keep their outlines, every other glyph is left
 * empty, and the tables a PDF reader uses to draw (head, hhea, maxp, hmtx, loca, glyf and the hinting
 * programs) are written again. Copying bytes, it takes a fraction of a millisecond, where re-encoding the
 * font glyph by glyph (fontkit's subsets) takes several per face and document; the empty glyphs' loca
 * entries and zeroed metrics compress to little. The PDF gives every glyph's width itself (/W).
 */

/** The tables a PDF reader needs of an embedded TrueType font (ISO 32000, 9.9). */
const KEPT = ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cvt ', 'fpgm', 'prep'] as const;

interface ParsedFont {
  tables: Map<string, Uint8Array>;
  /** Each glyph's outline bytes within glyf (start, end). */
  offsets: Uint32Array;
  numGlyphs: number;
  numberOfHMetrics: number;
}

const parsed = new WeakMap<Uint8Array, ParsedFont>();

function parse(font: Uint8Array): ParsedFont {
  let found = parsed.get(font);
  if (found) return found;
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.set(tag, font.subarray(offset, offset + view.getUint32(record + 12)));
  }
  const table = (tag: string) => {
    const data = tables.get(tag);
    if (!data) throw new Error(`the font has no ${tag} table`);
    return new DataView(data.buffer, data.byteOffset, data.byteLength);
  };
  const numGlyphs = table('maxp').getUint16(4);
  const longOffsets = table('head').getInt16(50) === 1;
  const loca = table('loca');
  const offsets = new Uint32Array(numGlyphs + 1);
  for (let i = 0; i <= numGlyphs; i++) offsets[i] = longOffsets ? loca.getUint32(i * 4) : loca.getUint16(i * 2) * 2;
  found = { tables, offsets, numGlyphs, numberOfHMetrics: table('hhea').getUint16(34) };
  parsed.set(font, found);
  return found;
}

/** The glyphs a composite glyph is made of. */
function components(glyf: Uint8Array, start: number, end: number): number[] {
  if (end - start < 10) return [];
  const view = new DataView(glyf.buffer, glyf.byteOffset + start, end - start);
  if (view.getInt16(0) >= 0) return [];
  const parts: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    parts.push(view.getUint16(at + 2));
    at += 4 + (flags & 0x0001 ? 4 : 2); // ARG_1_AND_2_ARE_WORDS
    if (flags & 0x0008)
      at += 2; // WE_HAVE_A_SCALE
    else if (flags & 0x0040)
      at += 4; // WE_HAVE_AN_X_AND_Y_SCALE
    else if (flags & 0x0080) at += 8; // WE_HAVE_A_TWO_BY_TWO
    if (!(flags & 0x0020)) return parts; // MORE_COMPONENTS
  }
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** `font` (TrueType) with only `glyphs` (and glyph 0, .notdef) drawn; glyph ids stay as they are. */
export function subsetTrueType(font: Uint8Array, glyphs: Iterable<number>): Uint8Array {
  const { tables, offsets, numGlyphs, numberOfHMetrics } = parse(font);
  const glyf = tables.get('glyf')!;
  const keep = new Set<number>();
  const pending = [0, ...glyphs];
  while (pending.length) {
    const gid = pending.pop()!;
    if (gid >= numGlyphs || keep.has(gid)) continue;
    keep.add(gid);
    pending.push(...components(glyf, offsets[gid]!, offsets[gid + 1]!));
  }

  // glyf: the kept outlines (each padded to 4 bytes); loca: long offsets, an empty glyph where none is kept.
  const sorted = [...keep].sort((a, b) => a - b);
  let size = 0;
  for (const gid of sorted) size += (offsets[gid + 1]! - offsets[gid]! + 3) & ~3;
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array((numGlyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let at = 0;
  let next = 0;
  for (let gid = 0; gid < numGlyphs; gid++) {
    locaView.setUint32(gid * 4, at);
    if (sorted[next] === gid) {
      const outline = glyf.subarray(offsets[gid]!, offsets[gid + 1]!);
      newGlyf.set(outline, at);
      at += (outline.length + 3) & ~3;
      next++;
    }
  }
  locaView.setUint32(numGlyphs * 4, at);

  // hmtx: the kept glyphs' metrics; the others' zero (they compress away).
  const hmtx = tables.get('hmtx')!;
  const newHmtx = new Uint8Array(hmtx.length);
  for (const gid of sorted) {
    if (gid < numberOfHMetrics) newHmtx.set(hmtx.subarray(gid * 4, gid * 4 + 4), gid * 4);
    else {
      const lsb = numberOfHMetrics * 4 + (gid - numberOfHMetrics) * 2;
      newHmtx.set(hmtx.subarray(lsb, lsb + 2), lsb);
    }
  }
  const last = (numberOfHMetrics - 1) * 4;
  newHmtx.set(hmtx.subarray(last, last + 2), last); // the advance every later glyph shares

  // A copy, viewed at its own offset: a small Buffer's copy sits inside Node's shared pool.
  const head = Uint8Array.from(tables.get('head')!);
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  headView.setUint32(8, 0); // checkSumAdjustment, set below
  headView.setInt16(50, 1); // indexToLocFormat: long

  const out = new Map<string, Uint8Array>([
    ['head', head],
    ['loca', newLoca],
    ['glyf', newGlyf],
    ['hmtx', newHmtx],
  ]);
  for (const tag of KEPT) if (!out.has(tag) && tables.has(tag)) out.set(tag, tables.get(tag)!);
  const tags = [...out.keys()].sort();
  const headerSize = 12 + tags.length * 16;
  let total = headerSize;
  for (const tag of tags) total += (out.get(tag)!.length + 3) & ~3;
  const result = new Uint8Array(total);
  const view = new DataView(result.buffer);
  const entrySelector = Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, 16 * 2 ** entrySelector);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tags.length * 16 - 16 * 2 ** entrySelector);
  let offset = headerSize;
  tags.forEach((tag, i) => {
    const data = out.get(tag)!;
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) result[record + c] = tag.charCodeAt(c);
    view.setUint32(record + 4, checksum(data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.length);
    result.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  const headOffset = view.getUint32(12 + tags.indexOf('head') * 16 + 8);
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(result)) >>> 0);
  return result;
}
