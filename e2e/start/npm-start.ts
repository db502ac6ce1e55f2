/**
 * `npm start` exactly as a newcomer runs it (scripts/start.mjs, the same code), for the specs that start, stop
 * and start the shop again on one data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
