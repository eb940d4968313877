import { inflateSync } from 'node:zlib';

/** The text a PDF viewer shows: each `<hex> Tj` decoded through its font's ToUnicode map. */
export function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string }>();
  for (const m of latin.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const s = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    let stream = '';
    if (s) {
      try {
        stream = inflateSync(Buffer.from(s[1]!, 'latin1')).toString('latin1');
      } catch {
        stream = s[1]!;
      }
    }
    objects.set(m[1]!, { dict: s ? body.slice(0, s.index) : body, stream });
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
      else if (hex !== undefined) text += `${hex.match(/.{4}/g)?.map((g) => font?.get(g.toLowerCase()) ?? '?').join('') ?? ''}\n`;
    }
  }
  return text;
}
