// `npm run dev`: every app on its own rspack dev server (shell 3000, remotes 3001-3005) and the API
// on 4000, whose /remotes.json then points at the dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, APPS, appDir, root } from './apps.mjs';

const PORTS = Object.fromEntries(APPS.map((app) => [app.name, app.port]));
const remoteUrls = Object.fromEntries(
  APP_NAMES.filter((name) => name !== 'shell').map((name) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${PORTS[name]}/mf-manifest.json`,
  ]),
);
const env = { ...process.env, ...remoteUrls, NODE_ENV: 'development' };
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: '4000', PUBLIC_URL: 'http://localhost:3000' },
  }),
  ...APP_NAMES.map((name) => spawn(process.execPath, [rspack, 'dev'], { cwd: appDir(name), stdio: 'inherit', env })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
