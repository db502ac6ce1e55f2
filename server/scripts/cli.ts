/**
 * What the team's commands (order, staff:create, ambassador:activate) share: the database they reach, how
 * an expected failure reads (one line, exit 1), and the process exit. Unexpected errors print whole.
 */
import { type AppConfig, ConfigError } from '../src/config/env';
import { createDatabase, type Database } from '../src/db/client';
import { EmbeddedStartError, embeddedAppRole, embeddedDatabaseUrl } from '../src/db/embedded';
import { HttpError } from '../src/lib/http-error';
import { translateMessage } from '../src/lib/messages';

/**
 * DATABASE_URL, or else the embedded PostgreSQL of a running `npm start` (EMBEDDED_PG_PORT), signed in as the
 * app's role with the password kept in DATA_DIR/keys.
 */
export async function cliDatabase(config: AppConfig, max = 1): Promise<Database> {
  const url =
    config.databaseUrl ?? embeddedDatabaseUrl(config.embeddedPgPort, 'shop', await embeddedAppRole(config.dataDir));
  return createDatabase(url, { max });
}

/** The one line that explains an expected failure, or undefined when the error is a bug to print in full. */
export function explainFailure(error: unknown): string | undefined {
  if (error instanceof HttpError) {
    const details = error.details === undefined ? '' : ` ${JSON.stringify(error.details)}`;
    return `${error.code}: ${translateMessage(error.message, 'en')}${details}`;
  }
  if (error instanceof ConfigError || error instanceof EmbeddedStartError) return error.message;
  // Drizzle wraps the driver's error; the cause says why.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if ((cause as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
    return 'Cannot reach the database: set DATABASE_URL, or start the shop (npm start) for its embedded one';
  }
  return undefined;
}

/** Runs a command's main and exits with its code; an expected failure exits 1 with its one line. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const line = explainFailure(error);
      console.error(line ?? error);
      process.exit(1);
    },
  );
}
