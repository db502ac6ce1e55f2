import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads a remote's server build (one CommonJS file, rspack.config.ts createServerConfig) for the server renderer:
 * fetched with the render's fetch, which reads this server's own remotes in process and others over HTTP, and
 * run once in this process. The runtime's own Node loader fetches with the global fetch, which cannot reach the
 * server's in-process origin.
 */
/**
 * Which remotes' server builds from another origin may run in this process, which holds the database credentials
 * and every secret: only from an allow-listed origin, and only the exact build whose SHA-256 the configuration
 * pins (REMOTE_SERVER_ORIGINS, REMOTE_SERVER_PINS). The shop's own remotes (its own origin) always run.
 * We chose pinning over a separate render process: one process stays simple to run, and a pinned build is code
 * the operator reviewed, the same trust as the shell's own; what is not pinned renders in the browser.
 */
export interface ServerRemoteTrust {
  origins: readonly string[];
  pins: Readonly<Record<string, string | undefined>>;
}

export class UntrustedRemoteError extends Error {
  override name = 'UntrustedRemoteError';
}

export function serverEntryPlugin(
  fetchFile: () => typeof fetch,
  selfOrigin: () => string,
  trust: () => ServerRemoteTrust,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-server-entry',
    async loadEntry({ remoteInfo }) {
      const response = await fetchFile()(remoteInfo.entry);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${remoteInfo.entry}`);
      const url = new URL(remoteInfo.entry);
      let code = await response.text();
      if (url.origin !== selfOrigin()) {
        const { origins, pins } = trust();
        const pin = pins[remoteInfo.name];
        if (!origins.includes(url.origin)) {
          throw new UntrustedRemoteError(
            `${url.origin} is not in REMOTE_SERVER_ORIGINS: ${remoteInfo.name} renders in the browser`,
          );
        }
        const sha256 = createHash('sha256').update(code).digest('hex');
        if (pin !== sha256) {
          throw new UntrustedRemoteError(
            `the server build of ${remoteInfo.name} (sha256:${sha256}) is not the one REMOTE_SERVER_PINS names: it renders in the browser`,
          );
        }
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
