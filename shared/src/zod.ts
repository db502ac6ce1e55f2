/**
 * The one zod of the shared code. In a browser it runs without its JIT: to find out whether it may compile
 * parsers it calls `Function('')` once, which the pages' Content-Security-Policy (no 'unsafe-eval', see
 * server/src/plugins/security-headers.ts) blocks and reports as a violation. The forms' schemas are small,
 * so interpreting them costs nothing noticeable; the server keeps the JIT.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
