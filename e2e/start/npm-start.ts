/**
 * `npm start` exactly as a newcomer runs it (scripts/start.mjs, the same code), for the specs that start, stop
 * and start the shop again on one data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../server/src/db/embedded';
import { test } from '../fixtures';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Started {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the shop on the embedded database (DATABASE_URL cleared), quietly, with no jobs and no rate fetch. */
export function npmStart(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', JOBS: 'off', CBAR_URL: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

export async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}

export interface ShopFolder {
  /** The folder that holds the data folder (and anything else the spec makes). */
  parent: string;
  dataDir: string;
  port: number;
  pgPort: number;
  /** Every start of the spec: each is stopped after the spec, and the folder removed. */
  running: Started[];
}

/**
 * One folder and two free ports for a spec's starts, one after another (call inside its describe). The data
 * folder does not exist yet: `npm start` makes it, as on a fresh clone.
 */
export function shopFolder(prefix: string, dataPath: string): ShopFolder {
  const folder: ShopFolder = { parent: '', dataDir: '', port: 0, pgPort: 0, running: [] };
  test.beforeAll(async () => {
    folder.parent = mkdtempSync(path.join(tmpdir(), prefix));
    // mkdtemp makes 0700; the folder above a data folder is the user's own business, like a home directory.
    chmodSync(folder.parent, 0o755);
    folder.dataDir = path.join(folder.parent, dataPath);
    folder.port = await freeLoopbackPort();
    folder.pgPort = await freeLoopbackPort();
  });
  test.afterAll(async () => {
    for (const started of folder.running) {
      if (started.process.exitCode === null) started.process.kill('SIGTERM');
      await started.exited;
    }
    rmSync(folder.parent, { recursive: true, force: true });
  });
  return folder;
}
