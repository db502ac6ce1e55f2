import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './create-store';

/**
 * Hands the store to everything below it. Apps take it from here, never from react-redux: react-redux lives
 * only inside the one shared instance of @shop/shared (rspack.config.ts leaves it out of the singletons), so
 * this Provider and the typed hooks (useAppSelector, useAppDispatch) are sure to use one React context.
 */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
