/** The one error shape every API call yields, whatever went wrong (spec section 8). */
export interface ApiError {
  /** HTTP status, or a string code when no response arrived (network failure, bad JSON, timeout). */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Human text: the server's message or error field, else 'HTTP error! status: N', else the network error. */
  message: string;
  /** The server's body as it came. */
  body?: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** Server bodies carry `{ error, message }`; some carry only `error` (e.g. 'Book not found'). */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

export const MISSING_TOKEN_MESSAGE = 'No authentication token found';
