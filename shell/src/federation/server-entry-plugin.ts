import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads a remote's server build (one CommonJS file, rspack.config.ts createServerConfig) for the server renderer:
 * fetched with the render's fetch, which reads this server's own remotes in process and others over HTTP, and
 * run once in this process. The runtime's own Node loader fetches with the global fetch, which cannot reach the
 * server's in-process origin.
 */
export function serverEntryPlugin(
  fetchFile: () => typeof fetch,
  selfOrigin: () => string,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-server-entry',
    async loadEntry({ remoteInfo }) {
      const response = await fetchFile()(remoteInfo.entry);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${remoteInfo.entry}`);
      const url = new URL(remoteInfo.entry);
      let code = await response.text();
      if (url.origin !== selfOrigin()) {
        // The server build names its files (pictures) under this server's /remotes/<name>/ (rspack.config.ts). A
        // remote deployed elsewhere serves them beside its manifest, where its browser build finds them ('auto'
        // public path): the page must name them there too, or it shows this server's copy, or none.
        const base = new URL('../', url).href;
        code = code.replace(
          /__webpack_require__\.p = "[^"]*";/,
          () => `__webpack_require__.p = ${JSON.stringify(base)};`,
        );
      }
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: url.href,
      }).runInThisContext() as (...args: unknown[]) => void;
      const directory = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
      run(module.exports, module, createRequire(import.meta.url), directory, url.pathname);
      return module.exports as never;
    },
  };
}
