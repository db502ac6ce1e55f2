import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';

/** Slices remotes may inject later with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(api, authSlice).withLazyLoadedSlices();
export type RootState = ReturnType<typeof rootReducer>;

/** A factory, so each test (and each standalone remote) gets a fresh store. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
