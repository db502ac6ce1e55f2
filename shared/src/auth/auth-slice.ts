import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from './token-storage';

export interface AuthState {
  token: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readStoredToken() }),
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { tokenReceived, signedOut } = authSlice.actions;
export const { selectToken, selectIsSignedIn } = authSlice.selectors;
