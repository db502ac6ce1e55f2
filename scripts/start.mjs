// `npm start`: build what is stale, then run the server (it migrates and seeds on start) on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, buildApps, isStale, root } from './apps.mjs';

buildApps(APP_NAMES.filter(isStale));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
