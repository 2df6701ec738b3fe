/**
 * Treatment-in-place pages exist only where the treatment is offered: a treatment says at which
 * practice locations (missing = all); its page at a place no such location serves is the shared
 * not-found page (404) and the sitemap leaves it out. The page names a person only, never the
 * catalogue's neutral "Praxisteam". Runs on the production build (npm run build:site first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../contract/target';
import { updateBody } from '../support/records';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('location_pages', {}, { site: true });
});
afterAll(async () => {
  await h.close();
});

const get = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path);
  return { status: res.status, body: await res.text() };
};

describe('treatment-in-place pages', () => {
  it('exist only where the treatment is offered, in the pages and in the sitemap', async () => {
    const token = await login(h.target, 'admin');
    const path = '/api/v1/admin/treatments/veneers';
    const veneers = (await api(h.target, 'GET', path, { token })).json;
    // Offered in Schwabing only, and with the neutral name where a dentist's would stand.
    const put = await api(h.target, 'PUT', path, {
      token,
      body: { ...updateBody(veneers), locations: ['schwabing'], isSpecialistRequired: true, doctorName: 'Praxisteam' },
    });
    expect(put.status, put.text).toBe(200);

    // München presents both practices; Oberföhring and Bogenhausen are served by Oberföhring alone.
    const city = await get('/de/muenchen/veneers');
    expect(city.status).toBe(200);
    expect(city.body).not.toContain('Praxisteam –');
    expect(city.body).not.toMatch(/übernimmt bei uns (?:unser )?Praxisteam/);
    // Of the practices serving München, the page presents the one offering the treatment.
    const practices = (html: string) => /aria-labelledby="location-practices"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(practices(city.body)).toContain('Leopoldstraße');
    expect(practices(city.body)).not.toContain('Oberföhringer Straße');
    expect((await get('/de/muenchen-oberfoehring/veneers')).status).toBe(404);
    expect((await get('/en/muenchen-bogenhausen/veneers')).status).toBe(404);
    // A surgical treatment of the catalogue is offered in Oberföhring, which serves every place.
    expect((await get('/de/muenchen-bogenhausen/sinuslift')).status).toBe(200);

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/de/muenchen/veneers<');
    expect(sitemap).not.toContain('/muenchen-oberfoehring/veneers<');
    expect(sitemap).not.toContain('/muenchen-bogenhausen/veneers<');
    expect(sitemap).toContain('/de/muenchen-bogenhausen/sinuslift<');
  });
});
