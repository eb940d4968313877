import { inflateSync } from 'node:zlib';

/** The text a PDF viewer shows: each `<hex> Tj` decoded through its font's ToUnicode map. */
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
  let text = '';
  for (const { stream } of objects.values()) {
    let font: Map<string, string> | undefined;
    for (const [, name, hex] of stream.matchAll(/\/([\w.+-]+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g)) {
      if (name) font = fonts.get(name);
      else if (hex !== undefined)
        text += `${
          hex
            .match(/.{4}/g)
            ?.map((g) => font?.get(g.toLowerCase()) ?? '?')
            .join('') ?? ''
        }\n`;
    }
  }
  return text;
}
