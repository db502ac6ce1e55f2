/** The constraint a unique violation hit, looking through drizzle's wrapping of the driver error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
