/**
 * The configured print partner (PRINT_PARTNER): none for 'manual', where the team prints by hand with the
 * order CLI and the back office, exactly as before there were partners.
 */
import type { FastifyInstance } from 'fastify';
import { LuluPartner } from './lulu';
import type { PrintPartner } from './partner';

const partners = new WeakMap<FastifyInstance, PrintPartner>();

/** The app's partner, built once from its configuration; undefined for 'manual'. */
export function printPartner(app: FastifyInstance): PrintPartner | undefined {
  const existing = partners.get(app);
  if (existing) return existing;
  const { partner, lulu } = app.config.print;
  if (partner === 'manual') return undefined;
  if (!lulu) throw new Error('PRINT_PARTNER=lulu without its settings');
  const built = new LuluPartner(lulu);
  partners.set(app, built);
  return built;
}

/** Puts `partner` in place of the configured one (tests: a client with a short timeout). */
export function usePrintPartner(app: FastifyInstance, partner: PrintPartner): void {
  partners.set(app, partner);
}
