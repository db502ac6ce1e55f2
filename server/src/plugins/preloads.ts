/**
 * `<link rel="preload">` tags for the remote a page needs on its first load. Without them the browser
 * discovers the files one hop at a time (main.js → registry → remote manifest → remoteEntry → page
 * chunk); with them they all start with the shell's entry, after the first paint (start-after-paint.ts
 * turns every script preload of the page into part of its starter). The shell's own files (bootstrap and shared
 * chunks) are listed by its index.html, written at build time (rspack.config.ts). The remote's list
 * comes from the mf-manifest.json its build emits, re-read when a build replaces it.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

interface Assets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: Assets }[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest | undefined }>();

function readManifest(file: string): Manifest | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = undefined;
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

const link = (href: string, as: 'script' | 'style' | 'fetch') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`
    : `<link rel="preload" href="${href}" as="${as}">`;

function assetLinks(base: string, assets: Assets): string[] {
  return [
    ...assets.css.sync.map((file) => link(`${base}${file}`, 'style')),
    ...assets.js.sync.map((file) => link(`${base}${file}`, 'script')),
  ];
}

/** The page being answered: its route's remote, where the registry says it lives, and its language. */
export interface PreloadPage {
  remote: string;
  manifestUrl: string | undefined;
  routeId: string;
  locale: string;
}

/** Files of a lazily loaded chunk named `<name>` (`<name>.<hash>.js`, `.css`) among a module's async assets. */
function namedChunkLinks(base: string, assets: Assets, name: string): string[] {
  const named = (file: string) => basename(file).startsWith(`${name}.`);
  return [
    ...(assets.css.async ?? []).filter(named).map((file) => link(`${base}${file}`, 'style')),
    ...(assets.js.async ?? []).filter(named).map((file) => link(`${base}${file}`, 'script')),
  ];
}

/**
 * Tags for the page's remote when it is served from this server (its registry entry is the default):
 * its manifest, entry and exposed module, and the chunks a remote loads lazily for one page or one
 * language when it names them `page-<route id>` and `messages-<locale>` (the storefront does). A remote
 * deployed elsewhere is left to the runtime, which reads its manifest from there; guessing its files
 * here could preload the wrong version.
 */
export function preloadTags(webRoot: string, page: PreloadPage | undefined): string {
  if (!page || page.manifestUrl !== `/remotes/${page.remote}/mf-manifest.json`) return '';
  const manifest = readManifest(join(webRoot, 'remotes', page.remote, 'dist', 'mf-manifest.json'));
  if (!manifest?.metaData?.remoteEntry || !Array.isArray(manifest.exposes)) return '';
  const base = `/remotes/${page.remote}/`;
  const entry = manifest.metaData.remoteEntry;
  const tags = new Set([
    link(page.manifestUrl, 'fetch'),
    link(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script'),
  ]);
  const app = manifest.exposes.find((expose) => expose.path === './App');
  if (app) {
    for (const tag of [
      ...assetLinks(base, app.assets),
      ...namedChunkLinks(base, app.assets, `page-${page.routeId}`),
      ...namedChunkLinks(base, app.assets, `messages-${page.locale}`),
    ])
      tags.add(tag);
  }
  return [...tags].join('');
}
