import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Key of the module the runtime hands back when a remote could not be loaded. */
export const REMOTE_LOAD_FAILED = '__shopRemoteLoadFailed';

export interface FailedRemoteModule {
  [REMOTE_LOAD_FAILED]: { id: string; message: string };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}

/**
 * Every failure to load a remote (unreachable, HTTP 500, bad manifest, script error) ends up in the
 * runtime's final `onLoad` stage; answering it with a marker module instead of a rejection gives the
 * shell's RemoteMount one uniform signal to show its translated fallback with Retry.
 */
export default function shopFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`Remote module ${id} failed to load:`, message);
      return { [REMOTE_LOAD_FAILED]: { id, message } } satisfies FailedRemoteModule;
    },
  };
}
