// @vitest-environment node
/**
 * Which builds write source maps (rspack.config.ts): a server build never, a production browser build only when
 * SOURCE_MAPS=1 says so, a development build always (eval, in memory).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apps, createAppConfig, createServerConfig } from '../rspack.config';

const original = process.env.SOURCE_MAPS;
afterEach(() => {
  if (original === undefined) delete process.env.SOURCE_MAPS;
  else process.env.SOURCE_MAPS = original;
});

describe('source maps of the builds', () => {
  it('are never written by a server build', () => {
    for (const value of [undefined, '1']) {
      if (value === undefined) delete process.env.SOURCE_MAPS;
      else process.env.SOURCE_MAPS = value;
      for (const app of apps) {
        expect(createServerConfig(app, 'production').devtool, `${app.name} SOURCE_MAPS=${value}`).toBe(false);
        expect(createServerConfig(app, 'development').devtool, app.name).toBe(false);
      }
    }
  });

  it('are written by a production browser build only with SOURCE_MAPS=1', () => {
    for (const value of [undefined, '0', 'true']) {
      if (value === undefined) delete process.env.SOURCE_MAPS;
      else process.env.SOURCE_MAPS = value;
      for (const app of apps) expect(createAppConfig(app, 'production').devtool, app.name).toBe(false);
    }
    process.env.SOURCE_MAPS = '1';
    for (const app of apps) expect(createAppConfig(app, 'production').devtool, app.name).toBe('source-map');
  });

  it('stay in memory in development', () => {
    delete process.env.SOURCE_MAPS;
    for (const app of apps) expect(createAppConfig(app, 'development').devtool).toBe('eval-cheap-module-source-map');
  });
});
