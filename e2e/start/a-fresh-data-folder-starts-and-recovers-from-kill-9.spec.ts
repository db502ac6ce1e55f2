/*
 * `npm start` exactly as a newcomer runs it (scripts/start.mjs, the same code), on a data folder that does
 * not exist yet, as whichever user runs the tests (root in CI, where the embedded PostgreSQL drops to the
 * `postgres` user). Then the server is killed with SIGKILL, which leaves its PostgreSQL running as an
 * orphan, and `npm start` must bring the shop back by itself.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { healthy, npmStart, shopFolder } from './npm-start';

const isRoot = process.getuid?.() === 0;

/** The server process that `npm start` spawned (its only child). */
function serverPid(start: ChildProcess): number {
  const pid = start.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  expect(children).toHaveLength(1);
  return children[0] ?? 0;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').match(/^\d+ \(.*\) [ZX]/);
  } catch {
    return false;
  }
};

const postmasterPid = (dataDir: string): number =>
  Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

test.describe('npm start on a brand-new data folder', () => {
  // One server after another on the same folder: these steps depend on each other.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const folder = shopFolder('shop-fresh-', path.join('clone', 'data'));

  const start = () => {
    const started = npmStart({
      PORT: String(folder.port),
      DATA_DIR: folder.dataDir,
      EMBEDDED_PG_PORT: String(folder.pgPort),
    });
    folder.running.push(started);
    return started;
  };

  test('serves the shop with its secrets private and its database reachable', async ({ page }) => {
    expect(existsSync(folder.dataDir)).toBe(false);
    const started = start();
    await expect.poll(() => healthy(folder.port), { timeout: 120_000, intervals: [500] }).toBe(true);

    await page.goto(`http://127.0.0.1:${folder.port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Others may enter the data folder (PostgreSQL's user must), not list it; keys are the server's alone.
    expect(statSync(folder.dataDir).mode & 0o777).toBe(0o711);
    expect(statSync(path.join(folder.dataDir, 'keys')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder.dataDir, 'keys', 'file-url.key')).mode & 0o777).toBe(0o600);
    expect(started.output()).not.toContain('Permission denied');
  });

  test('comes back by itself after the server is killed with SIGKILL', async ({ page }) => {
    const before = folder.running.at(-1)!;
    const server = serverPid(before.process);
    const orphan = postmasterPid(folder.dataDir);
    process.kill(server, 'SIGKILL');
    await before.exited;
    // The crash leaves the embedded PostgreSQL running with nobody to stop it.
    expect(alive(orphan)).toBe(true);

    const began = Date.now();
    const again = start();
    await expect.poll(() => healthy(folder.port), { timeout: 60_000, intervals: [250] }).toBe(true);
    expect(Date.now() - began).toBeLessThan(60_000);
    expect(alive(orphan)).toBe(false);
    expect(again.output()).toContain('left running');
    await page.goto(`http://127.0.0.1:${folder.port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a killed npm start takes its server and database down with it', async () => {
    const current = folder.running.at(-1)!;
    const server = serverPid(current.process);
    const postmaster = postmasterPid(folder.dataDir);
    current.process.kill('SIGKILL');
    await current.exited;
    await expect.poll(() => alive(server), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => alive(postmaster), { timeout: 30_000 }).toBe(false);
    expect(await healthy(folder.port)).toBe(false);
  });

  test('a data folder the database user cannot enter stops with one line that names it and the fix', async () => {
    const closed = path.join(folder.parent, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    chmodSync(closed, 0o700);
    const started = npmStart({ PORT: String(folder.port), DATA_DIR: closed, EMBEDDED_PG_PORT: String(folder.pgPort) });
    folder.running.push(started);
    if (isRoot) {
      // Root runs PostgreSQL as the `postgres` user, which a 0700 folder of root's shuts out.
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`cannot enter ${closed} (mode 0700)`);
      expect(started.output()).toContain(`chmod o+x ${closed}`);
      expect(started.output()).not.toContain('initdb');
    } else {
      // Anyone else runs PostgreSQL as themselves, for whom their own 0700 folder is no obstacle.
      await expect.poll(() => healthy(folder.port), { timeout: 120_000, intervals: [500] }).toBe(true);
    }
  });
});
