import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one line per text-showing operator: its content streams
 * inflated, each glyph string mapped back to characters through the font's ToUnicode map (the
 * embedded font's glyph ids mean nothing by themselves). Enough to read our own invoices in tests.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (the font program is, but reading it finds no text): skipped.
    }
  }
  const map = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const r of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
      const first = parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((u, i) => map.set(first + i, String.fromCodePoint(parseInt(u[1]!, 16))));
    }
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes('TJ'))) {
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => h[1]!).join('');
      let line = '';
      for (let i = 0; i < hex.length; i += 4) line += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
      lines.push(line);
    }
  }
  return lines.join('\n');
}
