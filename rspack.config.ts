/**
 * The one build factory. Every app (the shell and each remote) calls createAppConfig from its own
 * rspack.config.ts; running `rspack build` here builds all of them as one multi-compiler.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { APPS } from './scripts/apps.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const bundlerRuntimeCjs = require.resolve('@module-federation/webpack-bundler-runtime');
const bundlerRuntimeEsm = bundlerRuntimeCjs.replace(/\.cjs$/, '.js');

export interface AppSpec {
  /** Federation name; also the folder name under remotes/ (or "shell"). */
  name: string;
  /** Dev-server port (ARCHITECTURE.md: shell 3000, remotes 3001-3005). */
  port: number;
  /** Remotes expose one stable entry; the shell exposes nothing. */
  exposes?: Record<string, string>;
}

/** The apps of scripts/apps.mjs (the one list of names and ports); every remote exposes its App. */
export const apps: AppSpec[] = APPS.map((app) =>
  app.name === 'shell' ? app : { ...app, exposes: { './App': './src/App.tsx' } },
);

export const appDir = (name: string) =>
  name === 'shell' ? path.join(root, 'shell') : path.join(root, 'remotes', name);

/**
 * Run-time singletons. react-router is deliberately absent: @shop/shared re-exports the router pieces,
 * so every app reaches the router through the one shared instance and only the used part is bundled.
 * react-redux and @reduxjs/toolkit are absent for the same reason: only @shop/shared imports them (the store,
 * the API slice, StoreProvider, the typed hooks useAppSelector/useAppDispatch), so they live inside the one
 * shared instance, tree-shaken (measured: 6 KB gzip less on every page than shipping both whole). The shell
 * and the remotes reach the store through @shop/shared only; biome.json forbids importing either directly,
 * so neither needs a singleton entry of its own (add one here the day an app must import them).
 * antd is absent on purpose (ARCHITECTURE.md: sharing it ships the whole library to every page).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-intl',
  '@shop/shared',
] as const;

function sharedConfig(dir: string) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const sharedPkg = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const versions = { ...sharedPkg.dependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((dep) => {
      if (dep === '@shop/shared') {
        // An app needs the contract of the @shop/shared it was built with: its version moves with that contract
        // (shared/README.md, "Version and contract"). strictVersion turns Module Federation's warning into an
        // error, so a remote built for another contract fails into the shell's fallback instead of running.
        return [dep, { singleton: true, requiredVersion: `^${sharedPkg.version}`, strictVersion: true }];
      }
      const base = dep.startsWith('react/') || dep.startsWith('react-dom/') ? dep.split('/')[0] : dep;
      const version = versions[base ?? dep];
      if (!version) throw new Error(`${pkg.dependencies ? dir : ''}: no version of ${dep} in package.json`);
      return [dep, { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}` }];
    }),
  );
}

const ENTRY = './src/index.ts';

/**
 * Preloads, in the shell's index.html, every file of its first load: the bootstrap chunk behind the
 * entry's async boundary and the chunks of the modules it provides to the share scope. Without them the
 * browser finds each file only after main.js has run. The server starts them with main.js after the page's
 * first paint (server/src/plugins/start-after-paint.ts). Chunks that only a consume fallback loads (a copy
 * used when nothing provides the module, never on this host) are left out.
 */
class ShellPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'ShellPreloadPlugin',
        async (data) => {
          const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
          const files = chunks
            .filter((chunk) => !chunk.initial)
            .filter((chunk) =>
              (chunk.origins ?? []).some(
                (origin) => origin.moduleName === ENTRY || origin.moduleIdentifier?.startsWith('provide shared module'),
              ),
            )
            .flatMap((chunk) => chunk.files ?? [])
            .filter((file) => /\.(js|css)$/.test(file));
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const tags = [...new Set(files)].sort().map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', href: publicPath + file, as: file.endsWith('.css') ? 'style' : 'script' },
          }));
          data.headTags.push(...tags);
          return data;
        },
      );
    });
  }
}

/** TypeScript and JSX through the built-in SWC loader: the same for the browser and the server builds. */
function typescriptRule(isProd: boolean) {
  return {
    test: /\.tsx?$/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProd } },
        target: 'es2022',
      },
    },
  } as const;
}

/**
 * Source maps of a production browser build: only when the build is run with SOURCE_MAPS=1 (a deploy that
 * serves them behind its own rule, or a debugging session). By default the shop ships none, so its source
 * (comments, the back office's code) is not one request away.
 */
function browserSourceMaps(): Configuration['devtool'] {
  return process.env.SOURCE_MAPS === '1' ? 'source-map' : false;
}

export function createAppConfig(spec: AppSpec, mode = 'production'): Configuration {
  const dir = appDir(spec.name);
  const isShell = spec.name === 'shell';
  const isProd = mode === 'production';
  return {
    name: spec.name,
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: ENTRY },
    devtool: isProd ? browserSourceMaps() : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their manifest is served from.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: `shop_${spec.name}`,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // No clean: scripts/apps.mjs empties dist/ once before both builds of an app start (they raced).
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // A production remote runs on the shell's runtime core; its own bundler runtime is then worth taking
      // as ES modules, so the unused SDK is shaken out (measured: remoteEntry.js 16.8 → 9.2 KB gzip). The
      // shell keeps the CommonJS build: it provides the whole core to every remote anyway, and mixing the
      // two module formats there bundles the core twice.
      alias: !isShell && isProd ? { [bundlerRuntimeCjs]: bundlerRuntimeEsm } : {},
    },
    module: {
      rules: [
        typescriptRule(isProd),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: spec.name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: spec.exposes,
        // Remotes are registered at run time from /remotes.json, never built in.
        remotes: {},
        shared: sharedConfig(dir),
        runtimePlugins: isShell ? [path.join(dir, 'src/federation/fallback-plugin.ts')] : [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The host provides the federation runtime once; production remotes use it instead of shipping
        // their own copy (measured: ~34 KB gzip per remote). Dev builds keep theirs to run standalone.
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : isProd
            ? { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } }
            : {},
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shell/index.html'),
        // Only the app's own entry: a remote's remoteEntry.js is for hosts, not for its standalone page.
        chunks: ['main'],
      }),
      ...(isShell && isProd ? [new ShellPreloadPlugin()] : []),
      // The site's icons and web manifest, at fixed addresses browsers and share previews ask for.
      ...(isShell ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })] : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: spec.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In dev the API (and its /remotes.json and /config.json) runs on 4000; see scripts/dev.mjs.
      proxy: [{ context: ['/api', '/remotes.json', '/config.json'], target: 'http://127.0.0.1:4000' }],
    },
  };
}

/** `rspack dev` (serve) builds for development, `rspack build` for production unless NODE_ENV says otherwise. */
export function modeFor(env: Record<string, unknown> = {}): string {
  return process.env.NODE_ENV ?? (env.RSPACK_SERVE ? 'development' : 'production');
}

/**
 * One remote as its own rspack.config.ts gives it (the README's one-remote recipe, `npm run dev -w remotes/<name>`):
 * built, both halves into a fresh dist/ (the browser build and the server build beside it, so a deployed remote
 * never ships a new browser half with an old server half); served in development, the browser half only.
 * `--env outDir=<folder>` builds elsewhere (the test that checks this builds into a temporary folder).
 */
export function remoteConfig(name: string, env: Record<string, unknown> = {}): Configuration | Configuration[] {
  const spec = apps.find((app) => app.name === name);
  if (!spec) throw new Error(`no app ${name} in rspack.config.ts`);
  const mode = modeFor(env);
  if (env.RSPACK_SERVE) return createAppConfig(spec, mode);
  const browser = createAppConfig(spec, mode);
  const server = createServerConfig(spec, mode);
  const outDir = typeof env.outDir === 'string' ? path.resolve(env.outDir) : path.join(appDir(name), 'dist');
  // Emptied once here, before both compilers start (each cleaning its own part raced: scripts/apps.mjs).
  rmSync(outDir, { recursive: true, force: true });
  browser.output = { ...browser.output, path: outDir };
  server.output = { ...server.output, path: path.join(outDir, 'server') };
  return [browser, server];
}

/** Name of an app's server build in the multi-compiler ('storefront-server'), for `--config-name`. */
export const serverConfigName = (name: string) => `${name}-server`;

const SERVER_ENTRY = './src/server.ts';

/**
 * The same app built for Node, for server rendering (docs/architecture.md, "Server rendering"). The shell's
 * server build is the renderer the API process loads from dist/server/render.cjs; a remote's is a federated
 * container (dist/server/remoteEntry.js) that the renderer loads through the Module Federation runtime from
 * the remote's /remotes.json entry, over HTTP, so a remote deployed elsewhere renders on the server too.
 *
 * Each server build is one file: a remote's lazy pages and languages are then in the entry the renderer fetches
 * once, instead of each costing the first render a round trip to the remote, and the renderer loads without
 * chunk loading of its own. Stylesheets are left
 * out (the browser build ships them); pictures keep the browser build's file names (same content hash) and
 * are not written twice.
 */
export function createServerConfig(spec: AppSpec, mode = 'production'): Configuration {
  const dir = appDir(spec.name);
  const isShell = spec.name === 'shell';
  const isProd = mode === 'production';
  return {
    name: serverConfigName(spec.name),
    mode: isProd ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: isShell ? { render: SERVER_ENTRY } : {},
    // No maps: the server build is not minimised, so its stack traces read as they are, and a map beside a
    // remote's server build (served for renderers elsewhere) would publish the server's code.
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      // Where the browser build is served by default; pictures are written as paths (shared/src/ui/bundled-url.ts).
      publicPath: isShell ? '/' : `/remotes/${spec.name}/`,
      uniqueName: `shop_${spec.name}_server`,
      library: { type: 'commonjs-module' },
      // .cjs: the packages are ES modules ("type": "module"), and Node must load the renderer as CommonJS.
      filename: isShell ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // The browser build's pictures (same content, same hash), not written again.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule(isProd),
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/\.css$/, path.join(root, 'scripts', 'ssr-no-styles.js')),
      new ModuleFederationPlugin({
        name: spec.name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: spec.exposes,
        remotes: {},
        shared: sharedConfig(dir),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isShell ? [path.join(dir, 'src/federation/fallback-plugin.ts')] : []),
        ],
        manifest: false,
        dts: false,
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

export default (env: Record<string, unknown>) =>
  apps.flatMap((app) => [createAppConfig(app, modeFor(env)), createServerConfig(app, modeFor(env))]);
