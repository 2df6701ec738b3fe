/** A job application as the career page's form sends it (multipart: the applicant's fields and the CV). */

/** The applicant of a valid application; a test names its own where the name or address matters. */
const APPLICANT = {
  firstName: 'Jonas',
  lastName: 'Beispiel',
  email: 'jonas@example.org',
  phone: '+49 151 2345678',
  privacyAccepted: 'true',
};

/** A valid application with `cv` as its file; `applicant` replaces some of the applicant's fields. */
export function applicationForm(cv: Blob, filename = 'lebenslauf.pdf', applicant: Partial<typeof APPLICANT> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...APPLICANT, ...applicant })) form.set(k, v);
  form.set('cv', cv, filename);
  return form;
}
