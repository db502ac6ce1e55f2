import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, PageBody } from '../../src/plugins/page-body';

const PAGE =
  '<!doctype html><html><head><script defer src="/main.js"></script></head><body>' +
  `<div id="root">${'<p>Маленький космонавт — Küçük Astronot — Kiçik astronavt</p>'.repeat(200)}</div>` +
  '<script type="application/json" id="shop-state">{"a":"\\u003c"}</script></body></html>';

describe('PageBody', () => {
  it('puts the nonce on every script that runs, and its gzip form decodes to exactly the same page', () => {
    const body = new PageBody(PAGE);
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'b+/9Zx0QpLm2Wc3Rr8TtYw==']) {
      const plain = body.plain(nonce).toString('utf8');
      expect(plain.match(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(1);
      expect(plain).toContain('<script type="application/json" id="shop-state">');
      expect(plain.replaceAll(` nonce="${nonce}"`, '')).toBe(PAGE);
      const zipped = body.gzip(nonce);
      expect(gunzipSync(zipped).toString('utf8')).toBe(plain);
      expect(zipped.length).toBeLessThan(plain.length / 5);
    }
  });

  it('keeps a page without scripts whole', () => {
    const body = new PageBody('<p>no scripts</p>');
    expect(body.plain('x').toString()).toBe('<p>no scripts</p>');
    expect(gunzipSync(body.gzip('x')).toString()).toBe('<p>no scripts</p>');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and tools send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
