/**
 * What a mail says, independent of how it is drawn: the templates (templates.ts) build this, the
 * plain text is made from it here (both faces store it in the outbox), and the server draws the
 * HTML from it with react-email (api/mail/html.tsx) when it sends the mail.
 */
export interface MailContent {
  subject: string;
  /** The line mail programs show after the subject. */
  preheader: string;
  /** Empty where the text brings its own (a reply staff typed). */
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs (a requested time, a location). */
  facts: { label: string; value: string }[];
  /** The one link of the mail, drawn as a button. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after: string[];
  closing: string;
  signature: string;
  /** The practice's name, address and phone, and a line on why the mail came. */
  footer: string[];
  /** Newsletter mails: the link that ends the subscription, without login (under the footer). */
  unsubscribe?: { label: string; url: string };
}

/** The plain-text part of a mail (the outbox shows it; mail programs without HTML show it). */
export function plainText(c: MailContent): string {
  const blocks = [
    c.greeting,
    ...c.paragraphs,
    c.facts.map((f) => `${f.label}: ${f.value}`).join('\n'),
    c.action ? `${c.action.label}:\n${c.action.url}` : '',
    ...c.after,
    `${c.closing}\n${c.signature}`,
    `--\n${c.footer.join('\n')}`,
    c.unsubscribe ? `${c.unsubscribe.label}:\n${c.unsubscribe.url}` : '',
  ];
  return blocks.filter(Boolean).join('\n\n');
}
