// `npm run build`: every app (or with --stale only those whose inputs changed) into its own dist/.
import { APP_NAMES, buildApps, isStale } from './apps.mjs';

const onlyStale = process.argv.includes('--stale');
buildApps(onlyStale ? APP_NAMES.filter(isStale) : APP_NAMES);
