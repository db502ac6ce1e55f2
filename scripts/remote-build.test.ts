/**
 * One remote builds and deploys whole (README, "Building and deploying one remote alone"): its own
 * rspack.config.ts builds the browser half and the server half into a fresh dist/, so a remote deployed alone
 * never pairs new browser code with an old server build. Built into a temporary folder, not the checkout's dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'shop-remote-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a remote built alone', () => {
  it('has both halves, new, and nothing left of an earlier build', () => {
    // What an earlier deployment left: an old server build and a file no build makes any more.
    mkdirSync(path.join(outDir, 'server'), { recursive: true });
    writeFileSync(path.join(outDir, 'server', 'remoteEntry.js'), 'module.exports = "the old server half";');
    writeFileSync(path.join(outDir, 'stale.js'), '');
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'),
        'build',
        '-c',
        'remotes/tracking/rspack.config.ts',
        '--env',
        `outDir=${outDir}`,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(result.status, result.stderr || result.stdout).toBe(0);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', path.join('server', 'remoteEntry.js')]) {
      expect(statSync(path.join(outDir, file)).mtimeMs, file).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(readFileSync(path.join(outDir, 'server', 'remoteEntry.js'), 'utf8')).not.toContain('the old server half');
    expect(existsSync(path.join(outDir, 'stale.js'))).toBe(false);
  }, 120_000);
});
