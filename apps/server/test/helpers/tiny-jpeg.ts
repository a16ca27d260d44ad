// A real baseline JPEG of one flat colour, encoded here: the provider stand-in serves photos, and
// the photo proxy that will fetch them needs real JPEG bytes to decode and resize. sharp is not
// a dependency of the server yet, and a flat colour needs no DCT: each 8×8 block is its DC
// coefficient alone, so the encoder is the file layout, two Huffman tables and a bit writer.

// Standard luminance DC table (ITU T.81 K.3): code lengths for categories 0..11.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// Every block ends at once (all AC coefficients zero): one AC symbol, end-of-block, code "0".
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

/** Canonical Huffman codes of a (bits, values) table: symbol → [code, length]. */
function huffmanCodes(bits: number[], values: number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]!; i++) codes.set(values[k++]!, [code++, length]);
    code <<= 1;
  }
  return codes;
}
const DC_CODES = huffmanCodes(DC_BITS, DC_VALUES);
const EOB = huffmanCodes(AC_BITS, AC_VALUES).get(0x00)!;

class BitWriter {
  readonly bytes: number[] = [];
  private acc = 0;
  private count = 0;
  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }
  finish(): number[] {
    while (this.count !== 0) this.write(1, 1); // pad with 1-bits
    return this.bytes;
  }
  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
    this.acc = 0;
    this.count = 0;
  }
}

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];

/** A `width`×`height` JPEG (multiples of 8) filled with the colour [r, g, b]. */
export function flatJpeg(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  if (width % 8 || height % 8 || width < 8 || height < 8 || width > 4096 || height > 4096) throw new RangeError('flatJpeg: sides must be multiples of 8');
  const ycc = [
    0.299 * r + 0.587 * g + 0.114 * b,
    -0.168736 * r - 0.331264 * g + 0.5 * b + 128,
    0.5 * r - 0.418688 * g - 0.081312 * b + 128,
  ];
  // With all quantisers 1, a flat block's DC coefficient is 8 × (value − 128).
  const dc = ycc.map((v) => Math.round(8 * (Math.min(255, Math.max(0, v)) - 128)));
  const bits = new BitWriter();
  const previous = [0, 0, 0];
  for (let block = 0; block < (width / 8) * (height / 8); block++) {
    for (let c = 0; c < 3; c++) {
      const diff = dc[c]! - previous[c]!;
      previous[c] = dc[c]!;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const [code, length] = DC_CODES.get(category)!;
      bits.write(code, length);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(EOB[0], EOB[1]);
    }
  }
  const component = (id: number) => [id, 0x11, 0x00]; // 1×1 sampling, quantisation table 0
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...component(1), ...component(2), ...component(3)]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...bits.finish(),
    0xff, 0xd9,
  ]);
}
