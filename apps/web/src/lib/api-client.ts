import { API_TIMEOUT_MS } from "@app/contract/limits";
import { normalizeAuthToken } from "@app/domain/auth-token";
import { clearAuthStorage, readLocal, STORAGE_KEYS } from "./storage";

/** All API calls go to the same origin under /api (spec 7). */
export const API_BASE = "/api";

/** Field path → messages, as the server's `details` and the forms use them. */
export type FieldErrors = Record<string, string[]>;

/** Why a call failed: the server answered with an error, or no answer came at all. */
export type ApiErrorKind = "http" | "network" | "timeout";

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
export const TIMEOUT_ERROR_MESSAGE = "The server took too long to answer. Please try again.";

/** A failed API call; `status` is 0 when no answer came (network error or timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly details: FieldErrors;

  constructor(message: string, options: { status: number; kind: ApiErrorKind; details?: FieldErrors }) {
    super(message);
    this.name = "ApiError";
    this.status = options.status;
    this.kind = options.kind;
    this.details = options.details ?? {};
  }
}

/** True for an ApiError with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

const authClearedListeners = new Set<() => void>();

/** Subscribes to the client clearing the stored token after the server rejected it. */
export function onAuthCleared(listener: () => void): () => void {
  authClearedListeners.add(listener);
  return () => authClearedListeners.delete(listener);
}

/** The stored access token, quotes stripped, or null when none is stored or it is not valid (spec 5). */
export function getAuthToken(): string | null {
  return normalizeAuthToken(readLocal(STORAGE_KEYS.authToken));
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; FormData is sent as multipart form data (file uploads). */
  body?: unknown;
  /** Cancels the call (React Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Calls the API: JSON in and out, the bearer token from local storage, a 10 s timeout. Throws an
 * ApiError whose message is the server's `error` field, else "HTTP error! status: {code}". A 401, or
 * a 422 saying 'Invalid token', removes the stored token and user.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener("abort", abortFromCaller);

  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  // A form's boundary is set by the browser; only JSON needs its type named.
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
      credentials: "same-origin",
    });
    const data = await readBody(response);
    if (!response.ok) throw toHttpError(response.status, data);
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (hasTimedOut) throw new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout" });
    // The caller cancelled: let it see its own abort, as React Query expects.
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abortFromCaller);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toHttpError(status: number, data: unknown): ApiError {
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const serverMessage = typeof payload.error === "string" && payload.error ? payload.error : null;
  if (status === 401 || (status === 422 && serverMessage === "Invalid token")) {
    clearAuthStorage();
    for (const listener of authClearedListeners) listener();
  }
  return new ApiError(serverMessage ?? `HTTP error! status: ${status}`, {
    status,
    kind: "http",
    details: readDetails(payload.details),
  });
}

function readDetails(value: unknown): FieldErrors {
  if (typeof value !== "object" || value === null) return {};
  const details: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) details[field] = messages.filter((m): m is string => typeof m === "string");
    else if (typeof messages === "string") details[field] = [messages];
  }
  return details;
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
};
