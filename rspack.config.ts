/**
 * The one build factory. Every app (the shell and each remote) calls createAppConfig from its own
 * rspack.config.ts; running `rspack build` here builds all of them as one multi-compiler.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';

const root = path.dirname(fileURLToPath(import.meta.url));

export interface AppSpec {
  /** Federation name; also the folder name under remotes/ (or "shell"). */
  name: string;
  /** Dev-server port (ARCHITECTURE.md: shell 3000, remotes 3001-3005). */
  port: number;
  /** Remotes expose one stable entry; the shell exposes nothing. */
  exposes?: Record<string, string>;
}

export const apps: AppSpec[] = [
  { name: 'shell', port: 3000 },
  { name: 'storefront', port: 3001, exposes: { './App': './src/App.tsx' } },
  { name: 'checkout', port: 3002, exposes: { './App': './src/App.tsx' } },
  { name: 'tracking', port: 3003, exposes: { './App': './src/App.tsx' } },
  { name: 'ambassador', port: 3004, exposes: { './App': './src/App.tsx' } },
  { name: 'backoffice', port: 3005, exposes: { './App': './src/App.tsx' } },
];

export const appDir = (name: string) =>
  name === 'shell' ? path.join(root, 'shell') : path.join(root, 'remotes', name);

/**
 * Run-time singletons. react-router is deliberately absent: @shop/shared re-exports the router pieces,
 * so every app reaches the router through the one shared instance and only the used part is bundled.
 * antd is absent on purpose (ARCHITECTURE.md: sharing it ships the whole library to every page).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  'react-intl',
  '@shop/shared',
] as const;

function sharedConfig(dir: string) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const sharedPkg = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versions = { ...sharedPkg.dependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((dep) => {
      const base = dep.startsWith('react/') || dep.startsWith('react-dom/') ? dep.split('/')[0] : dep;
      const version = versions[base ?? dep];
      if (!version) throw new Error(`${pkg.dependencies ? dir : ''}: no version of ${dep} in package.json`);
      return [dep, { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}` }];
    }),
  );
}

export function createAppConfig(spec: AppSpec, mode = 'production'): Configuration {
  const dir = appDir(spec.name);
  const isShell = spec.name === 'shell';
  const isProd = mode === 'production';
  return {
    name: spec.name,
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
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
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
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
        },
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
        experiments: isShell ? { provideExternalRuntime: true } : isProd ? { externalRuntime: true } : {},
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shell/index.html'),
        // Only the app's own entry: a remote's remoteEntry.js is for hosts, not for its standalone page.
        chunks: ['main'],
      }),
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

export default (env: Record<string, unknown>) => apps.map((app) => createAppConfig(app, modeFor(env)));
