/**
 * A face of the contract under test: the MSW mocks or the Fastify server. The suite only speaks
 * HTTP through `fetch` against `baseUrl`, so the same assertions hold for both.
 */
import type { Role } from '../../src/contract/entities/staffUser';

export interface ContractTarget {
  name: string;
  baseUrl: string;
  /** Restore the seeded state (fixtures + catalogue). */
  reset(): Promise<void>;
  /**
   * Waits for the background jobs the calls so far queued (the server runs some work after the
   * answer, e.g. the reset mail of forgot-password); the mocks run them inside the call.
   */
  settle?(): Promise<void>;
  /** Credentials of a seeded staff account per role. */
  credentials: Record<Role, { email: string; password: string }>;
}

export async function api(
  t: ContractTarget,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.raw !== undefined || opts.body !== undefined) {
    body = opts.raw ?? JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(t.baseUrl + path, { method, headers, body });
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export async function login(t: ContractTarget, role: Role): Promise<string> {
  const r = await api(t, 'POST', '/api/auth/login', { body: t.credentials[role] });
  if (r.status !== 200) throw new Error(`login as ${role} failed: ${r.status} ${r.text}`);
  return r.json.data.token as string;
}
