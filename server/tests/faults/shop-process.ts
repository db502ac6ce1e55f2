/**
 * The real server (server/src/server.ts, as `npm start` runs it) in a child process, for the crash-recovery
 * suite: started on a given database and data folder, watched through its stdout for fault-point markers
 * (src/lib/fault-point.ts), killed with SIGKILL, started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { vi } from 'vitest';
import { REPO_ROOT } from '../../src/config/env';
import { type FaultPointName, faultPointMarker } from '../../src/lib/fault-point';

/** A start (migrations, seed, embedded PostgreSQL recovery) on a loaded 2-core machine stays well inside this. */
const START_TIMEOUT_MS = 120_000;

export interface ShopOptions {
  /** What every start of this shop shares: database, data folder, port, SMTP sink, secrets. */
  env: Record<string, string>;
}

export interface RunningShop {
  /** http://127.0.0.1:<port> */
  base: string;
  /** performance.now() at the spawn. */
  spawnedAt: number;
  /** From the spawn to the first healthy answer. */
  startMs: number;
  /** Everything the process printed so far (its JSON log lines and the fault-point markers). */
  output(): string;
  /** Resolves when the process prints the marker of `name`, which it does just before it stops dead. */
  reached(name: FaultPointName): Promise<void>;
  /** SIGKILL, as a power cut or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>;
}

const SERVER = join(REPO_ROOT, 'server', 'src', 'server.ts');

async function healthy(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts go one at a time: a start is seconds of CPU (loading the app, migrating, seeding), and scenarios
 * that run side by side on two cores would otherwise time each other's restarts rather than their own.
 */
let starting: Promise<unknown> = Promise.resolve();

/**
 * Starts the server with `env` (and `faultPoints` where it must stop dead) when no other start is under way,
 * and resolves once it answers its health check. The environment is not inherited beyond PATH and HOME, so
 * the shell running the tests cannot change what is tested.
 */
export function startShop(options: ShopOptions, faultPoints: readonly FaultPointName[] = []): Promise<RunningShop> {
  const started = starting.then(() => spawnShop(options, faultPoints));
  starting = started.catch(() => undefined);
  return started;
}

async function spawnShop(options: ShopOptions, faultPoints: readonly FaultPointName[]): Promise<RunningShop> {
  const port = options.env.PORT;
  if (!port) throw new Error('startShop needs PORT in env');
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  let output = '';
  const waiting: Array<{ marker: string; resolve: () => void }> = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      ...options.env,
      FAULT_POINTS: faultPoints.join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of [...waiting]) {
      if (output.includes(`${wait.marker}\n`)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  running.add(child);
  child.once('exit', () => running.delete(child));

  const shop: RunningShop = {
    base,
    spawnedAt: spawned,
    startMs: 0,
    output: () => output,
    reached: (name) =>
      new Promise<void>((resolve, reject) => {
        const marker = faultPointMarker(name);
        if (output.includes(`${marker}\n`)) return resolve();
        waiting.push({ marker, resolve });
        void exited.then(() => reject(new Error(`the server exited before fault point ${name}:\n${tail(output)}`)));
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };

  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await vi.waitFor(
    async () => {
      if (gone) throw new Error(`the server exited while starting:\n${tail(output)}`);
      if (!(await healthy(base))) throw new Error(`the server did not answer /health in time:\n${tail(output)}`);
    },
    { timeout: START_TIMEOUT_MS, interval: 100 },
  );
  shop.startMs = Math.round(performance.now() - spawned);
  return shop;
}

/** The last lines of a process's output, for a failure message. */
export const tail = (text: string, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

const running = new Set<ChildProcess>();

/** Kills every server still running (a failed test leaves its child behind otherwise). */
export async function killAllShops(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
