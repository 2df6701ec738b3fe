/**
 * The name treatments refer to their responsible dentist by (a treatment's doctorName):
 * "Dr. Katharina Berger" for academic title "Dr." and name "Katharina Berger". Zod-free, so the
 * public pages can use it without the schema library.
 */
export const teamDisplayName = (m: { academicTitle?: string; name: string }) =>
  [m.academicTitle?.trim(), m.name.trim()].filter(Boolean).join(' ');
