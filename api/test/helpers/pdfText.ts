import { inflateSync } from 'node:zlib';

/** The text a PDF viewer shows: each `<hex> Tj` and `[<hex> … ] TJ` decoded through its font's ToUnicode map, a line per text position. */
export function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string }>();
  // A stream is read by its /Length: its compressed bytes may end in a line break or hold "endobj".
  const objectStart = /(\d+) 0 obj\s*/g;
  const streamStart = /stream\r?\n/g;
  for (let m = objectStart.exec(latin); m; m = objectStart.exec(latin)) {
    const from = objectStart.lastIndex;
    const end = latin.indexOf('endobj', from);
    streamStart.lastIndex = from;
    const s = streamStart.exec(latin);
    if (!s || (end >= 0 && end < s.index)) {
      objects.set(m[1]!, { dict: latin.slice(from, end >= 0 ? end : undefined), stream: '' });
      continue;
    }
    const dict = latin.slice(from, s.index);
    const dataStart = s.index + s[0].length;
    const data = latin.slice(dataStart, dataStart + Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1] ?? 0));
    let stream: string;
    try {
      stream = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      stream = data;
    }
    objects.set(m[1]!, { dict, stream });
    objectStart.lastIndex = dataStart + data.length;
  }
  const unicodeOf = (fontRef: string) => {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
    const map = new Map<string, string>();
    for (const [, glyph, unicode] of (objects.get(toUnicode ?? '')?.stream ?? '').matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
      map.set(glyph!.toLowerCase(), String.fromCharCode(...unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16))));
    }
    return map;
  };
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/([\w.+-]+) (\d+) 0 R/g)) {
      if (/\/Subtype \/Type0/.test(objects.get(ref!)?.dict ?? '')) fonts.set(name!, unicodeOf(ref!));
    }
  }
  // A line of text is what is shown from one text position (`Tm`, `Td`, a new text object) to the next:
  // a shaped line is several shows (a TJ array per face, a raised mark on its own). Marked content with
  // an ActualText is read as that text, in place of its glyphs' own.
  let text = '';
  for (const { stream } of objects.values()) {
    let font: Map<string, string> | undefined;
    let line = '';
    let actual: string | undefined;
    const decode = (hex: string) =>
      actual !== undefined
        ? ''
        : (hex
            .match(/.{4}/g)
            ?.map((g) => font?.get(g.toLowerCase()) ?? '?')
            .join('') ?? '');
    const endLine = () => {
      if (line) text += `${line}\n`;
      line = '';
    };
    const operators =
      /\/([\w.+-]+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj|\[([^\]]*)\] TJ|\/ActualText <(?:FEFF|feff)([0-9a-fA-F]*)>>> BDC|\b(EMC)\b|\b(?:Tm|Td|TD|T\*|BT|ET)\b/g;
    for (const [, name, hex, array, actualText, emc] of stream.matchAll(operators)) {
      if (name) font = fonts.get(name);
      else if (hex !== undefined) line += decode(hex);
      else if (array !== undefined) for (const [, part] of array.matchAll(/<([0-9a-fA-F]*)>/g)) line += decode(part!);
      else if (actualText !== undefined) {
        actual = String.fromCharCode(...(actualText.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
        line += actual;
      } else if (emc) actual = undefined;
      else endLine();
    }
    endLine();
  }
  return text;
}
