/**
 * The site's API client: base /api, JSON and X-Requested-With headers, Authorization from
 * the stored token, Accept-Language from the stored language, 30 s timeout, reads `data` when present.
 * 401 removes the token and tells the admin, which asks to sign in again (sessionEnded); 422 and
 * 500 are logged only.
 * Calls are addressed by endpoint id, so every URL comes from the contract's table (its address
 * columns only: the schemas stay out of the site's first load).
 */
import { ADDRESSES } from '../contract/addresses';
import type { ErrorBody } from '../contract/common';
import type { AnswerOf, BodyInputOf, EndpointId, ParamsInputOf, QueryInputOf } from '../contract/endpoints';
import { STORAGE_KEYS } from '../i18n/locale';
import { readStored, removeStored } from './storage';

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How requests leave the app: the browser's fetch, or — for the server renderer, which runs inside
 * the API process — a fetch that hands the request to Fastify in-process (api/ssr/pageRenderer.ts).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (fetchImpl: typeof fetch) => {
  transport = fetchImpl;
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? 'error.generic');
  }
}

/** A read that failed because its entry does not exist: the page's not-found case, not an error. */
export const isNotFoundError = (err: unknown) => err instanceof ApiRequestError && err.status === 404;

/** The parts of a request, whatever the endpoint (what the transport code handles). */
interface RequestParts {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Upload progress 0..1 (multipart only; uses XMLHttpRequest, which reports it). */
  onProgress?: (fraction: number) => void;
}

/** A part the endpoint declares is required when its schema requires it; one it does not declare cannot be sent. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The options of one endpoint's call, typed by its entry in the contract. */
export type CallOptions<Id extends EndpointId> = Part<'params', ParamsInputOf<Id>> &
  Part<'query', QueryInputOf<Id>> &
  Part<'body', BodyInputOf<Id>> &
  Pick<RequestParts, 'form' | 'signal' | 'onProgress'>;
/** Options may be left out only where nothing in them is required. */
export type CallArgs<Id extends EndpointId> =
  object extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** Method and path of an endpoint id. */
export function endpointAddress(id: EndpointId) {
  const address = ADDRESSES[id];
  if (!address) throw new Error(`Unknown endpoint ${id}`);
  return address;
}

export function buildUrl(id: EndpointId, { params = {}, query = {} }: RequestParts = {}): string {
  const path = endpointAddress(id).path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}

export function requestHeaders(json = true): Record<string, string> {
  const token = readStored(STORAGE_KEYS.authToken);
  return {
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': readStored(STORAGE_KEYS.language) ?? 'de',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

let onSessionEnded: (() => void) | undefined;
/** Who hears that a staff session ended on the server (the admin's sign-in dialog); one listener. */
export const whenSessionEnds = (listener: (() => void) | undefined) => (onSessionEnded = listener);

/** A request made with a token was answered 401: the session expired or was ended elsewhere. */
export function sessionEnded() {
  if (!readStored(STORAGE_KEYS.authToken)) return;
  removeStored(STORAGE_KEYS.authToken);
  onSessionEnded?.();
}

function handleFailure(status: number, body: Partial<ErrorBody>): never {
  if (status === 401) sessionEnded();
  if (status === 422 || status >= 500) console.error(`[api] ${status}`, body.code ?? '', body.message ?? '');
  throw new ApiRequestError(status, body);
}

const unwrap = <T>(json: unknown): T =>
  json && typeof json === 'object' && 'data' in json ? (json as { data: T }).data : (json as T);

/** Calls an endpoint by id; params, query and body are checked against its entry, the answer is its response type. */
export async function call<Id extends EndpointId>(id: Id, ...[callOptions]: CallArgs<Id>): Promise<AnswerOf<Id>> {
  const options: RequestParts = callOptions ?? {};
  const e = endpointAddress(id);
  if (options.form && options.onProgress) return upload<AnswerOf<Id>>(id, options);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await transport(buildUrl(id, options), {
      method: e.method,
      headers: requestHeaders(!options.form),
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (err) {
    throw new ApiRequestError(0, {
      message: 'error.generic',
      code: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network',
    });
  }
  const json = res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => ({})) : {};
  if (!res.ok) handleFailure(res.status, json as Partial<ErrorBody>);
  return unwrap<AnswerOf<Id>>(json);
}

/** Multipart POST with upload progress (fetch cannot report it). */
function upload<T>(id: EndpointId, options: RequestParts): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpointAddress(id).method, buildUrl(id, options));
    xhr.timeout = REQUEST_TIMEOUT_MS * 4; // uploads of 5 MB on a slow line need longer
    for (const [k, v] of Object.entries(requestHeaders(false))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (ev) => ev.lengthComputable && options.onProgress?.(ev.loaded / ev.total);
    xhr.onload = () => {
      let json: unknown = {};
      try {
        json = JSON.parse(xhr.responseText || '{}');
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(unwrap<T>(json));
      else
        try {
          handleFailure(xhr.status, json as Partial<ErrorBody>);
        } catch (err) {
          reject(err);
        }
    };
    xhr.onerror = xhr.ontimeout = () => reject(new ApiRequestError(0, { message: 'error.generic', code: 'network' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form!);
  });
}
