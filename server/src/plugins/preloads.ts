/**
 * `<link rel="preload">` tags for a page's first load. Without them the browser discovers the files
 * one hop at a time (main.js → shared chunks → registry → remote manifest → remoteEntry → page chunk);
 * with them everything the page needs starts downloading with the HTML. The lists come from the
 * mf-manifest.json files the builds emit, re-read when a build replaces them.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { assets: Assets }[];
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

/**
 * Tags for the shell's shared modules and, when the page's remote is served from this server (its
 * registry entry is the default), for that remote's manifest, entry and page module.
 */
export function preloadTags(webRoot: string, remote: { name: string; manifestUrl: string } | undefined): string {
  const tags = new Set<string>();
  const shell = readManifest(join(webRoot, 'shell', 'dist', 'mf-manifest.json'));
  for (const shared of shell?.shared ?? []) for (const tag of assetLinks('/', shared.assets)) tags.add(tag);

  const localUrl = remote && `/remotes/${remote.name}/mf-manifest.json`;
  if (remote && remote.manifestUrl === localUrl) {
    const base = `/remotes/${remote.name}/`;
    const manifest = readManifest(join(webRoot, 'remotes', remote.name, 'dist', 'mf-manifest.json'));
    if (manifest) {
      tags.add(link(localUrl, 'fetch'));
      const entry = manifest.metaData.remoteEntry;
      tags.add(link(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script'));
      const app = manifest.exposes.find((expose) => expose.path === './App');
      if (app) for (const tag of assetLinks(base, app.assets)) tags.add(tag);
    }
  }
  return [...tags].join('');
}
