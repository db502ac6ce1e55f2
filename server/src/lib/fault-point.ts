/**
 * Named places where the crash-recovery suite (server/tests/faults.test.ts) stops the server dead. At a point
 * that FAULT_POINTS names, the process prints `fault-point <name>` on stdout and never goes on, so the test
 * can kill it with SIGKILL at exactly that moment. FAULT_POINTS is unset in production: then a fault point is
 * one lookup in an empty list and nothing else.
 */
import type { AppConfig } from '../config/env';

/** Each is a moment where a crash is most dangerous; the call sites say why. */
export const FAULT_POINT_NAMES = [
  'payment-applied',
  'characters-drawing',
  'book-stored',
  'payout-committed',
  'erasure-files',
  'refund-accepted',
  'print-submitted',
] as const;
export type FaultPointName = (typeof FAULT_POINT_NAMES)[number];

/** The marker the test waits for on the server's stdout. */
export const faultPointMarker = (name: FaultPointName) => `fault-point ${name}`;

export async function faultPoint(config: Pick<AppConfig, 'faultPoints'>, name: FaultPointName): Promise<void> {
  if (!config.faultPoints.includes(name)) return;
  // A pipe write is synchronous on Linux, so the line is out before the wait begins.
  process.stdout.write(`${faultPointMarker(name)}\n`);
  await new Promise<never>(() => undefined);
}
