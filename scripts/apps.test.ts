/** The apps are listed once (scripts/apps.mjs); what must name them elsewhere is checked against that list. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@shop/shared/routes';
import { describe, expect, it } from 'vitest';
import { apps } from '../rspack.config';
import { APP_NAMES, APPS, appDir, root } from './apps.mjs';

describe('the one list of apps', () => {
  it('is the shell and the remotes the shell can mount', () => {
    expect(APP_NAMES[0]).toBe('shell');
    expect(APP_NAMES.slice(1)).toEqual([...REMOTE_NAMES]);
  });

  it('is what rspack builds, each remote exposing its App on its own port', () => {
    expect(apps.map((app) => app.name)).toEqual(APP_NAMES);
    expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
    for (const app of apps.slice(1)) expect(app.exposes).toEqual({ './App': './src/App.tsx' });
  });

  it('is a workspace each', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const name of APP_NAMES) expect(workspaces).toContain(path.relative(root, appDir(name)));
  });
});
