import { describe, expect, it } from 'vitest';
import { endpoints, RESOURCES } from '../../src/contract/endpoints';
import { buildOpenApi } from '../../src/contract/openapi';
import { implementations } from '../../mocks/handlers';

describe('endpoint table', () => {
  it('has an MSW implementation for every entry, and none without an entry', () => {
    const ids = endpoints.map((e) => e.id);
    expect(ids.filter((id) => !implementations[id])).toEqual([]);
    expect(Object.keys(implementations).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every call of spec §7', () => {
    const paths = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of [
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/register',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'GET /api/auth/me',
      'GET /api/v1/practice/info',
      'GET /api/v1/practice/images',
      'GET /api/v1/practice/opening-status',
      'GET /api/v1/languages',
      'GET /api/v1/public/contact',
      'GET /api/v1/treatments',
      'GET /api/v1/treatments/categories',
      'GET /api/v1/team',
      'GET /api/v1/blog',
      'GET /api/v1/blog/categories',
      'GET /api/v1/reviews',
      'POST /api/v1/contact',
      'POST /api/v1/newsletter',
      'POST /api/v1/appointments',
      'GET /api/v1/contact/appointment-slots',
      'GET /api/v1/pages',
      'GET /api/v1/translations',
      'GET /api/v1/admin/treatments',
      'GET /api/v1/admin/team',
      'GET /api/v1/admin/blog',
      'GET /api/v1/admin/dashboard-stats',
      'PUT /api/v1/admin/translations/field',
      'GET /api/v1/admin/translations/fields',
      'POST /api/v1/admin/translations/batch',
      'POST /api/v1/admin/translations/clear-cache',
    ])
      expect(paths, call).toContain(call);
  });

  it('has a resource for every admin entity of the issue', () => {
    const names = RESOURCES.map((r) => r.name);
    for (const r of [
      'treatments',
      'team',
      'blog',
      'reviews',
      'media',
      'seo',
      'hero',
      'content',
      'about',
      'contact',
      'settings',
      'jobs',
      'applications',
      'appointments',
      'messages',
      'users',
    ])
      expect(names).toContain(r);
  });

  it('guards every admin path with staff roles and keeps users and settings for admins', () => {
    for (const e of endpoints.filter((x) => x.path.startsWith('/api/v1/admin'))) expect(e.access, e.id).not.toBe('public');
    for (const e of endpoints.filter((x) => /admin\/(users|settings|outbox)/.test(x.path))) expect(e.access).toEqual(['admin']);
  });

  it('rate-limits every public write and the login', () => {
    for (const e of endpoints.filter((x) => x.access === 'public' && x.method === 'POST'))
      expect(e.rateLimit, e.id).toBeDefined();
  });

  it('generates an OpenAPI 3.1 document with one operation per entry', () => {
    const doc = buildOpenApi();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p) as { operationId: string }[]);
    expect(ops.map((o) => o.operationId).sort()).toEqual(endpoints.map((e) => e.id).sort());
    const booking = doc.paths['/api/v1/appointments'].post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(booking.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'treatmentType', 'preferredDate', 'preferredTime']),
    );
  });
});
