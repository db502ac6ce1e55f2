import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createWebRoot, withTestApp } from '../helpers';

// The build's tags (defer, module, inline) in upper and lower case, as any template might write them.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>' +
  '<script defer src="/main.3f9a1c2b7d.js"></script><SCRIPT type="module">window.booted = 1;</SCRIPT>' +
  '<style>body { margin: 0; }</style></head><body><div id="root"></div><script>window.late = 1;</script></body></html>';

/** Every log line the app writes, as parsed JSON. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

/** The directives of a CSP header: name → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  let webRoot: string;
  let app: FastifyInstance;
  const fileKey = `orders/headers-test-${Date.now()}/photo-1.jpg`;

  beforeAll(async () => {
    webRoot = await createWebRoot({
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/main.3f9a1c2b7d.js': 'console.info(1);',
      'remotes/storefront/dist/mf-manifest.json': '{"id":"storefront"}',
      'remotes/storefront/dist/remoteEntry.js': 'var storefront;',
    });
    app = await buildTestApp({ webRoot });
    await app.storage.put(fileKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg');
  });
  afterAll(async () => {
    await app.storage.delete(fileKey);
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('are on API answers, errors included, with a policy that allows nothing', async () => {
    for (const url of ['/api/v1/health', '/api/v1/books/no-such-book', '/api/v1/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(COMMON);
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      // The public URL of the test config is http: no HSTS.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('are on the shop pictures, the remotes and the shell files', async () => {
    for (const url of [
      '/media/books/the-dream-train/cover.webp',
      '/remotes/storefront/remoteEntry.js',
      '/remotes/storefront/mf-manifest.json',
      '/main.3f9a1c2b7d.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject(COMMON);
    }
  });

  it("keep a route's own stricter values: uploaded files stay no-referrer", async () => {
    const response = await app.inject({ method: 'GET', url: app.storage.signedUrl(fileKey) });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ ...COMMON, 'referrer-policy': 'no-referrer' });
    expect(response.headers['x-content-type-options']).toBe('nosniff'); // once, not 'nosniff, nosniff'
  });

  it("leave the sandbox payment page's own policy alone", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/sandbox-gateway/pay/no-such-session' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('give each page a fresh nonce that every script of the HTML carries', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/explore', '/tr/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(COMMON);
      const policy = directives(response.headers['content-security-policy']);
      const scriptSources = policy.get('script-src') ?? [];
      const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? '';
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      expect(scriptSources, url).not.toContain("'unsafe-inline'");
      expect(scriptSources, url).not.toContain("'unsafe-eval'");
      const scripts = response.body.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts, url).toHaveLength(3);
      for (const tag of scripts) expect(tag, url).toContain(` nonce="${nonce}"`);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('report-uri'), url).toEqual(['/api/v1/csp-reports']);
      // report-to would make Chromium ignore report-uri (security-headers.ts).
      expect(policy.has('report-to'), url).toBe(false);
    }
    expect(nonces.size).toBe(3);
  });

  it('allow the origin of a remote deployed elsewhere, and only that one', async () => {
    const env = {
      REMOTE_STOREFRONT_URL: 'https://cdn.example.com/storefront/mf-manifest.json',
      REMOTE_CHECKOUT_URL: 'https://pay.example.net:8443/checkout/mf-manifest.json',
      // Same origin as the shop: nothing to add.
      REMOTE_TRACKING_URL: 'http://shop.test/remotes/tracking/mf-manifest.json',
      PUBLIC_URL: 'http://shop.test',
    };
    await withTestApp({ env, webRoot }, async (other) => {
      const response = await other.inject({ method: 'GET', url: '/explore' });
      const policy = directives(response.headers['content-security-policy']);
      const remotes = ['https://cdn.example.com', 'https://pay.example.net:8443'];
      for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        const sources = policy.get(name) ?? [];
        for (const origin of remotes) expect(sources, name).toContain(origin);
        expect(sources.join(' '), name).not.toContain('shop.test');
      }
    });
  });

  it('add HSTS when the shop is served over https', async () => {
    await withTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } }, async (secure) => {
      const response = await secure.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    });
  });
});

describe('POST /api/v1/csp-reports', () => {
  const { lines, logger } = logCollector();
  let app: FastifyInstance;
  const violations = () => lines.filter((line) => line.msg === 'Content-Security-Policy violation');

  beforeAll(async () => {
    app = await buildTestApp({ logger });
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const legacy = {
    'csp-report': {
      'document-uri': 'http://shop.test/explore',
      'blocked-uri': 'https://evil.example/x.js',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "script-src 'self'",
      disposition: 'enforce',
      'status-code': 200,
      'line-number': 3,
    },
  };

  it('logs a report-uri report (application/csp-report) at warn level and answers 204', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(legacy),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(violations()).toHaveLength(1);
    expect(violations()[0]).toMatchObject({
      level: 40,
      cspViolation: {
        documentUrl: 'http://shop.test/explore',
        blockedUrl: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        line: 3,
      },
    });
  });

  it('logs the csp-violation reports of a report-to batch (application/reports+json) and skips the rest', async () => {
    const batch = [
      {
        type: 'csp-violation',
        url: 'http://shop.test/checkout',
        age: 10,
        user_agent: 'Chromium',
        body: {
          documentURL: 'http://shop.test/checkout',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          sample: 'alert(1)',
        },
      },
      { type: 'deprecation', url: 'http://shop.test/', body: { id: 'x' } },
    ];
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify(batch),
    });
    expect(response.statusCode).toBe(204);
    expect(violations().map((line) => line.cspViolation)).toEqual([
      {
        documentUrl: 'http://shop.test/checkout',
        blockedUrl: 'inline',
        directive: 'script-src-elem',
        disposition: 'enforce',
        sample: 'alert(1)',
      },
    ]);
  });

  it('refuses what is not a report: malformed JSON, wrong shapes, other media types, huge bodies', async () => {
    const post = (contentType: string, payload: string) =>
      app.inject({ method: 'POST', url: '/api/v1/csp-reports', headers: { 'content-type': contentType }, payload });
    expect((await post('application/csp-report', '{"csp-report":')).statusCode).toBe(400);
    expect((await post('application/json', '{"csp-report": 5}')).statusCode).toBe(400);
    expect((await post('application/csp-report', '{"__proto__": {"x": 1}}')).statusCode).toBe(400);
    expect((await post('text/plain', JSON.stringify(legacy))).statusCode).toBe(400);
    expect((await post('application/xml', JSON.stringify(legacy))).statusCode).toBe(415);
    const huge = { 'csp-report': { ...legacy['csp-report'], 'script-sample': 'x'.repeat(70_000) } };
    expect((await post('application/csp-report', JSON.stringify(huge))).statusCode).toBe(413);
    expect(violations()).toEqual([]);
  });

  it('stops logging a client that reports without end, still answering 204', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/csp-reports',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify(legacy),
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([204]);
    expect(violations()).toHaveLength(30);
  });
});
