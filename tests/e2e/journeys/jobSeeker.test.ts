/**
 * A job seeker applies on the production build: a 4 MB PDF uploads with visible progress and the
 * fixed success text; a 6 MB file gets the size message and nothing is sent; reception
 * downloads the CV in the admin, byte for byte what was uploaded.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import de from '../../../src/i18n/messages/de.json';
import { loginAs } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { field, openHydrated, withConsent } from '../../support/site';

const it = productionTest('journey_jobseeker');
let site: ProductionSite;
it.beforeAll(({ site: started }) => {
  site = started;
});

const MB = 1024 * 1024;
/** A PDF of the given size: the server checks the content's signature, not the name or the browser's type. */
const pdfOf = (bytes: number) => {
  const pdf = Buffer.alloc(bytes, 0x20);
  pdf.write('%PDF-1.4\n1 0 obj <<>> endobj\n');
  pdf.write('\ntrailer <<>>\n%%EOF\n', bytes - 20);
  return pdf;
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('a job seeker', () => {
  const cv = pdfOf(4 * MB);
  let page: Page;

  it('applies with a 4 MB PDF, sees the upload progress and the success text', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await withConsent(context, 'denied');
    page = await context.newPage();
    await openHydrated(page, `${site.base}/de/karriere`);

    await field(page, de['form.field.firstName']).fill('Lena');
    await field(page, de['form.field.lastName']).fill('Vogt');
    await field(page, de['form.field.email']).fill('lena.vogt@example.org');
    await field(page, de['form.field.phone']).fill('+49 151 2345678');
    await field(page, de['form.application.job']).selectOption({ index: 1 });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Lebenslauf Lena Vogt.pdf', mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('checkbox').check();

    // Upload at about 2 MB/s, as from a phone, so the progress is there to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 2 * MB,
    });
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/jobs/applications');
    await page.getByRole('button', { name: de['form.application.submit'] }).click();

    const progress = page.getByRole('progressbar', { name: de['form.file.progress'] });
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
    // The button says it is uploading, with the share sent so far.
    await page.getByRole('button', { name: /Wird hochgeladen … \d+ %/ }).waitFor();

    expect((await sent).status()).toBe(201);
    await page.getByText(de['form.application.success']).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const stored = await site.h.db.collection('applications').findOne({ email: 'lena.vogt@example.org' });
    expect(stored).toMatchObject({
      firstName: 'Lena',
      lastName: 'Vogt',
      status: 'new',
      cv: { size: cv.length, contentType: 'application/pdf' },
    });
  });

  it('tries a 6 MB file: the size message, and nothing is uploaded', async () => {
    await openHydrated(page, `${site.base}/de/karriere`);
    const uploads: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/v1/jobs/applications' && uploads.push(r.method()));
    await field(page, de['form.field.firstName']).fill('Lena');
    await field(page, de['form.field.lastName']).fill('Vogt');
    await field(page, de['form.field.email']).fill('lena.vogt@example.org');
    await field(page, de['form.field.phone']).fill('+49 151 2345678');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Portfolio.pdf', mimeType: 'application/pdf', buffer: pdfOf(6 * MB) });
    await page.getByText(de['validation.application.fileSize']).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: de['form.application.submit'] }).click();
    await page.getByText(de['validation.application.fileSize']).waitFor();
    await page.waitForTimeout(500);
    expect(uploads).toEqual([]);
    expect(await page.getByText(de['form.application.success']).count()).toBe(0);
    expect(await site.h.db.collection('applications').countDocuments({ email: 'lena.vogt@example.org' })).toBe(1);
  });

  it('reception downloads the CV: the same bytes that were uploaded', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const admin = await context.newPage();
    await loginAs(admin, site.base, 'reception');
    await admin.getByRole('menuitem', { name: 'Bewerbungen' }).click();
    const row = admin.getByRole('row').filter({ hasText: 'Lena Vogt' });
    await row.waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      row.getByRole('button', { name: 'Lebenslauf herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const downloaded = await readFile((await download.path())!);
    expect(downloaded.length).toBe(cv.length);
    expect(sha256(downloaded)).toBe(sha256(cv));
    await context.close();
  });
});
