/** The ambassador's bearer token lives in localStorage under `auth_token` (spec section 4). */
export const AUTH_TOKEN_KEY = 'auth_token';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  globalThis.localStorage?.setItem(AUTH_TOKEN_KEY, token);
}

export function removeStoredToken(): void {
  globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
}

/** 'Bearer abc' → 'abc'; anything without a token → undefined. */
export function tokenFromAuthorizationHeader(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
