import { describe, expect, it } from 'vitest';
import { PageBody } from '../../src/plugins/page-body';
import { startAfterFirstPaint, startFilesOf } from '../../src/plugins/start-after-paint';

// As the shell's build writes it (rspack puts `as` first) plus a remote's preloads as web.ts writes them.
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css">' +
  '<script defer src="/main.1234567890.js"></script><link as="script" href="/121.abcdef1234.js" rel="preload">' +
  '<link rel="preload" href="/remotes/storefront/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preload" href="/assets/nunito.woff2" as="font" type="font/woff2" crossorigin>' +
  '</head><body><div id="root"><h1>Hi</h1></div></body></html>';

describe('startAfterFirstPaint', () => {
  it('replaces the entry script and the script preloads with one starter, keeping styles and fonts', () => {
    const html = startAfterFirstPaint(PAGE);
    expect(startFilesOf(html)).toEqual({
      entry: '/main.1234567890.js',
      preload: [
        ['/121.abcdef1234.js', 'script'],
        ['/remotes/storefront/mf-manifest.json', 'fetch'],
      ],
    });
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/rel="preload"[^>]*as="(script|fetch)"|as="script"[^>]*rel="preload"/);
    expect(html).toContain('<link rel="stylesheet" href="/a.css">');
    expect(html).toContain('as="font"');
    // Inside <head>, before the markup, so it is there when the document is parsed.
    expect(html.indexOf('(function(f)')).toBeLessThan(html.indexOf('</head>'));
  });

  it('starts once the page is parsed and drawn, or after a second without a frame', () => {
    const html = startAfterFirstPaint(PAGE);
    expect(html).toContain("addEventListener('DOMContentLoaded'");
    expect(html).toContain('requestAnimationFrame(function(){setTimeout(start)})');
    expect(html).toContain('setTimeout(start,1000)');
  });

  it('gets the response nonce like every script of the page, and leaves a page without an entry alone', () => {
    const sent = new PageBody(startAfterFirstPaint(PAGE)).plain('n0nce').toString();
    expect(sent).toMatch(/<script nonce="n0nce">\(function\(f\)/);
    const noEntry = '<html><head></head><body></body></html>';
    expect(startAfterFirstPaint(noEntry)).toBe(noEntry);
  });
});
