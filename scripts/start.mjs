// `npm start`: build what is stale, then run the server (it migrates and seeds on start) on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, buildApps, isStale, root } from './apps.mjs';

buildApps(APP_NAMES.filter(isStale));

// The IPC channel is a lifeline: if this process dies (even by kill -9) it closes, and the server shuts down
// rather than live on unseen, holding the port and the database.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
