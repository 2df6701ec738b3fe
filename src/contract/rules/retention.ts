/**
 * How long the site's personal data is kept (issue 18): the privacy policy renders these periods, so
 * what it promises and what the product does have one source. Issue 20 turns them into settings and
 * enforces them with jobs; until then they are the practice's stated policy.
 */
export const RETENTION = {
  /** Server log lines (shortened IP address, path, status): deleted after this many days. */
  serverLogDays: 14,
  /** Contact messages, once answered; at the latest after this many months. */
  contactMessageMonths: 6,
  /** Appointment requests that did not lead to treatment. */
  appointmentRequestMonths: 6,
  /** Applications after the end of the procedure, without consent to keep them longer. */
  applicationMonths: 6,
  /** Google Analytics' data retention setting (the shorter of its two choices is 2, the longer 14 months). */
  analyticsMonths: 14,
  /** Patient records after the end of treatment (§ 630f Abs. 3 BGB). */
  patientRecordYears: 10,
  /** Tax-relevant documents (§ 147 AO). */
  taxRecordYears: 10,
} as const;
