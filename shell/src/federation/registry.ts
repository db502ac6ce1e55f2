import { registerRemotes } from '@module-federation/enhanced/runtime';

/** name → URL of the remote's mf-manifest.json, as served (no-cache) at /remotes.json. */
export type RemoteRegistry = Record<string, string>;

let registry: RemoteRegistry = {};

/** Fetches the registry; where remotes live is deployment data, never built into the shell. */
export async function loadRemoteRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  try {
    // The server answers with Cache-Control: no-cache; a plain fetch also reuses index.html's preload.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    registry = (await response.json()) as RemoteRegistry;
  } catch (error) {
    // Each remote then fails into its own fallback; the shell itself keeps working.
    console.error('Failed to load the remote registry:', error);
    registry = {};
  }
  return adoptRemoteRegistry(registry);
}

/** Registers the remotes of a registry: fetched above, or the one the server rendered the page with. */
export function adoptRemoteRegistry(entries: RemoteRegistry): RemoteRegistry {
  registry = entries;
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })),
  );
  return registry;
}

/** Registers one remote afresh, dropping the runtime's cached (failed or hung) attempt, for Retry. */
export function resetRemote(name: string): void {
  const entry = registry[name];
  if (!entry) return;
  registerRemotes([{ name, entry: new URL(entry, location.href).href }], { force: true });
}
