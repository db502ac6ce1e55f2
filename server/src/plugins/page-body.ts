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

export class PageBody {
  private readonly parts: Buffer[];
  private readonly deflated: Buffer[];

  constructor(html: string) {
    this.parts = addScriptNonce(html.replaceAll(NONCE_SLOT, ''), NONCE_SLOT)
      .split(NONCE_SLOT)
      .map((part) => Buffer.from(part));
    this.deflated = this.parts.map((part, index) => deflatePart(part, index === this.parts.length - 1));
  }

  /** The page with `nonce` on its scripts, as it is. */
  plain(nonce: string): Buffer {
    const slot = Buffer.from(nonce);
    return Buffer.concat(this.parts.flatMap((part, index) => (index === 0 ? [part] : [slot, part])));
  }

  /** The same page, gzip-encoded. */
  gzip(nonce: string): Buffer {
    const slot = Buffer.from(nonce);
    const deflatedSlot = storedBlock(slot);
    let crc = 0;
    let length = 0;
    const pieces: Buffer[] = [GZIP_HEADER];
    this.parts.forEach((part, index) => {
      if (index > 0) {
        crc = crc32(slot, crc);
        length += slot.length;
        pieces.push(deflatedSlot);
      }
      crc = crc32(part, crc);
      length += part.length;
      pieces.push(this.deflated[index] as Buffer);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    pieces.push(trailer);
    return Buffer.concat(pieces);
  }
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
