/**
 * The bytes of a rendered page, made once and sent many times (the page cache), each time with a fresh CSP nonce
 * on its scripts (security-headers.ts). Compressing a whole page per response would cost more than rendering
 * it from the cache; so the parts between the nonces are compressed once, each as a raw deflate stream of its own
 * that ends on a byte boundary (a full flush), and a response only writes its nonce as a stored block and joins
 * the pieces into one gzip member: header, the parts' and nonces' blocks in order, and the trailer (CRC-32 and
 * length of the page).
 * Decoders read it as one stream, as they do pigz's output, which is made the same way.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { addScriptNonce } from './security-headers';

// Never in a page: JSON escapes it, and HTML has no use for it.
const NONCE_SLOT = '\u0000';
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

const deflatePart = (data: Buffer, last: boolean) =>
  deflateRawSync(data, { level: 9, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH });

/**
 * A nonce as a stored (uncompressed) deflate block: it is random, so deflating it gains nothing, and a block
 * written by hand costs nothing. It starts on a byte boundary (after a full flush), so its header is one zero
 * byte (not final, type 00), then its length and the length's complement.
 */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The CRC-32 register after `length` more bytes, as a function of the register before them, minus what the bytes
 * themselves add: `crc32(bytes, c) = shift(c) ^ crc32(bytes, 0)`, and `shift` is linear in c (it depends on the
 * length only). Kept as four byte tables, so a response carries the page's CRC over each part in four lookups
 * instead of reading the whole page again (a quarter of the time a cached page took, before).
 */
function crcShift(length: number): (crc: number) => number {
  const zeros = Buffer.alloc(length);
  const offset = crc32(zeros, 0);
  const basis = Array.from({ length: 32 }, (_, bit) => (crc32(zeros, 2 ** bit) ^ offset) >>> 0);
  const tables = [0, 1, 2, 3].map((byte) => {
    const table = new Uint32Array(256);
    for (let value = 1; value < 256; value += 1) {
      const low = 31 - Math.clz32(value & -value);
      table[value] = ((table[value & (value - 1)] as number) ^ (basis[byte * 8 + low] as number)) >>> 0;
    }
    return table;
  });
  const [t0, t1, t2, t3] = tables as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  return (crc) =>
    ((t0[crc & 0xff] as number) ^
      (t1[(crc >>> 8) & 0xff] as number) ^
      (t2[(crc >>> 16) & 0xff] as number) ^
      (t3[crc >>> 24] as number)) >>>
    0;
}

/**
 * A page's answers for nonces of one length: the whole answer with a placeholder where each nonce goes, copied per
 * response with the nonce written over it. Only the nonce bytes and the gzip trailer differ between responses.
 */
interface Layout {
  plain: Buffer;
  plainSlots: number[];
  gzip: Buffer;
  gzipSlots: number[];
  /** Per part after the first: the CRC shift over it and its own CRC from 0. */
  crcSteps: Array<{ shift: (crc: number) => number; own: number }>;
  firstCrc: number;
  length: number;
}

export class PageBody {
  private readonly parts: Buffer[];
  private readonly deflated: Buffer[];
  private readonly layouts = new Map<number, Layout>();

  constructor(html: string) {
    this.parts = addScriptNonce(html.replaceAll(NONCE_SLOT, ''), NONCE_SLOT)
      .split(NONCE_SLOT)
      .map((part) => Buffer.from(part));
    this.deflated = this.parts.map((part, index) => deflatePart(part, index === this.parts.length - 1));
  }

  /** The page with `nonce` on its scripts, as it is. */
  plain(nonce: string): Buffer {
    const slot = Buffer.from(nonce);
    const layout = this.layout(slot.length);
    const out = Buffer.allocUnsafe(layout.plain.length);
    layout.plain.copy(out);
    for (const at of layout.plainSlots) slot.copy(out, at);
    return out;
  }

  /** The same page, gzip-encoded: one gzip member whose nonces are stored blocks between the parts' deflate streams. */
  gzip(nonce: string): Buffer {
    const slot = Buffer.from(nonce);
    const layout = this.layout(slot.length);
    const out = Buffer.allocUnsafe(layout.gzip.length);
    layout.gzip.copy(out);
    for (const at of layout.gzipSlots) slot.copy(out, at);
    let crc = layout.firstCrc;
    for (const step of layout.crcSteps) crc = (step.shift(crc32(slot, crc)) ^ step.own) >>> 0;
    out.writeUInt32LE(crc, out.length - 8);
    out.writeUInt32LE(layout.length >>> 0, out.length - 4);
    return out;
  }

  /** Worked out once per nonce length (every response's nonce has the same one). */
  private layout(slotLength: number): Layout {
    let layout = this.layouts.get(slotLength);
    if (layout) return layout;
    const placeholder = Buffer.alloc(slotLength);
    const plainPieces: Buffer[] = [];
    const plainSlots: number[] = [];
    const gzipPieces: Buffer[] = [GZIP_HEADER];
    const gzipSlots: number[] = [];
    let plainAt = 0;
    let gzipAt = GZIP_HEADER.length;
    this.parts.forEach((part, index) => {
      if (index > 0) {
        plainSlots.push(plainAt);
        plainPieces.push(placeholder);
        plainAt += slotLength;
        const block = storedBlock(placeholder);
        gzipSlots.push(gzipAt + block.length - slotLength);
        gzipPieces.push(block);
        gzipAt += block.length;
      }
      plainPieces.push(part);
      plainAt += part.length;
      const deflated = this.deflated[index] as Buffer;
      gzipPieces.push(deflated);
      gzipAt += deflated.length;
    });
    gzipPieces.push(Buffer.alloc(8));
    layout = {
      plain: Buffer.concat(plainPieces),
      plainSlots,
      gzip: Buffer.concat(gzipPieces),
      gzipSlots,
      firstCrc: crc32(this.parts[0] as Buffer, 0),
      crcSteps: this.parts.slice(1).map((part) => ({ shift: crcShift(part.length), own: crc32(part, 0) })),
      length: plainAt,
    };
    this.layouts.set(slotLength, layout);
    return layout;
  }
}

/** Answers for the few Accept-Encoding headers browsers send, so a page does not parse the same one each time. */
const gzipAnswers = new Map<string, boolean>();
const GZIP_ANSWERS_LIMIT = 256;

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let answer = gzipAnswers.get(header);
  if (answer === undefined) {
    answer = parseAcceptsGzip(header);
    if (gzipAnswers.size >= GZIP_ANSWERS_LIMIT) gzipAnswers.clear();
    gzipAnswers.set(header, answer);
  }
  return answer;
}

function parseAcceptsGzip(header: string): boolean {
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
