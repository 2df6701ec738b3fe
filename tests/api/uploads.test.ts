/**
 * CVs are what their content is, under a name the server makes: polyglots
 * (a PDF that is also an HTA or HTML page) and OLE or ZIP files that are no Word document are
 * refused with 415; accepted CVs are stored and downloaded as Bewerbung-<Nachname>-<Datum>.<type>,
 * never under the applicant's file name or extension, and never sniffed by the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBerlin } from '../../src/contract/constants';
import { api, login } from '../contract/target';
import { applicationForm } from '../support/applications';
import { docx, ole, zip } from '../support/officeFiles';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('uploads');
});
afterAll(() => h?.close());

const pdf = (extra = '') => new TextEncoder().encode(`%PDF-1.4\n1 0 obj <<>> endobj\n${extra}\ntrailer <<>>\n%%EOF\n`);
const apply = (bytes: Uint8Array, filename: string, lastName = 'Müller-Lüdenscheidt') =>
  api(h.target, 'POST', '/api/v1/jobs/applications', {
    form: applicationForm(new Blob([bytes as BlobPart]), filename, { lastName }),
  });

describe('CV uploads', () => {
  it('refuses a PDF/HTA polyglot, a PDF that is an HTML page and an HTA hidden deep in a PDF with 415', async () => {
    const before = await h.db.collection('applications').countDocuments();
    const polyglots: [string, Uint8Array][] = [
      [
        'Lebenslauf.hta',
        pdf(
          '<HTA:APPLICATION ID="x" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "calc"</script>',
        ),
      ],
      ['Lebenslauf.html', pdf('<html><body><script>alert(document.cookie)</script></body></html>')],
      ['Lebenslauf.pdf', pdf(`${'x'.repeat(200_000)}<hta:application/>`)],
    ];
    for (const [name, bytes] of polyglots) {
      const r = await apply(bytes, name);
      expect(r.status, name).toBe(415);
      expect(r.json).toMatchObject({ code: 'unsupported_type', message: 'validation.application.fileType' });
    }
    expect(await h.db.collection('applications').countDocuments()).toBe(before);
  });

  it('refuses OLE files that are no Word document (an installer) and ZIPs that are no docx', async () => {
    for (const [name, bytes] of [
      ['setup.msi', ole(['\u4840\u3b3f\u43f2\u4438\u45b1', '\u0005SummaryInformation'])],
      ['Lebenslauf.doc', ole(['Workbook'])],
      ['Lebenslauf.docx', zip({ '[Content_Types].xml': '<Types/>', 'word/evil.exe': 'MZ' })],
      ['Lebenslauf.docx', zip({ 'META-INF/MANIFEST.MF': 'Main-Class: x', 'word/document.xml': '<w:document/>' })],
    ] as [string, Uint8Array][]) {
      const r = await apply(bytes, name);
      expect(r.status, name).toBe(415);
    }
  });

  it('stores and serves an accepted CV under the name the server makes, with nosniff', async () => {
    const token = await login(h.target, 'reception');
    const date = todayInBerlin();
    for (const [bytes, clientName, ext, type] of [
      [pdf(), 'Lebenslauf.hta', 'pdf', 'application/pdf'],
      [docx(), 'setup.msi', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [ole(['WordDocument', '1Table', '\u0005SummaryInformation']), 'cv.exe', 'doc', 'application/msword'],
    ] as [Uint8Array, string, string, string][]) {
      const r = await apply(bytes, clientName);
      expect(r.status, clientName).toBe(201);
      const expected = `Bewerbung-Mueller-Luedenscheidt-${date}.${ext}`;
      const stored = await h.db.collection('applications').findOne({ _id: r.json.data.id });
      expect(stored!.cv.filename).toBe(expected);
      expect(JSON.stringify(stored)).not.toContain(clientName);
      const file = await h.db.collection('fs.files').findOne({ _id: stored!.cv.fileId });
      if (file) expect(file.filename).toBe(expected);
      const cv = await api(h.target, 'GET', `/api/v1/admin/applications/${r.json.data.id}/cv`, { token });
      expect(cv.status).toBe(200);
      expect(cv.headers.get('content-type')).toContain(type);
      expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="${expected}"`);
      expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("downloads a CV stored earlier under the applicant's name under the server-made name too", async () => {
    const r = await apply(pdf(), 'Lebenslauf.pdf', 'Beispiel');
    await h.db.collection('applications').updateOne({ _id: r.json.data.id }, { $set: { 'cv.filename': 'Lebenslauf.hta' } });
    const cv = await api(h.target, 'GET', `/api/v1/admin/applications/${r.json.data.id}/cv`, {
      token: await login(h.target, 'reception'),
    });
    expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="Bewerbung-Beispiel-${todayInBerlin()}.pdf"`);
  });
});
