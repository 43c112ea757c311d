export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

/**
 * An error whose message is written for the person using the app. `data` carries facts a screen
 * can show beside the message (who already holds a checked-in ticket); clients that read only
 * `message` are unaffected.
 */
export class ApiError extends Error {
  /** Seconds the client should wait before trying again (the response's Retry-After), where known. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new ApiError("not_found", `${what} not found`);

/** A 429 whose answer says, in Retry-After, how many seconds to wait. */
export function rateLimited(message: string, retryAfterSeconds: number): ApiError {
  return Object.assign(new ApiError("rate_limited", message), { retryAfterSeconds });
}
