/**
 * The HTML part of a mail, drawn from its content (behaviour/mail/content.ts) with react-email's
 * components: tables and inline styles that mail programs render alike. React escapes every text,
 * so nothing a visitor typed can become markup. Server only: the public site never loads this.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { LanguageCode } from '../../src/contract/common';
import type { MailContent } from '../../behaviour/mail/content';

const BRAND = '#0f6e6e';
const INK = '#1d2b36';
const MUTED = '#5b6770';
const text = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

function Mail({ content: c, lang }: { content: MailContent; lang: LanguageCode }) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{c.preheader}</Preview>
      <Body style={{ backgroundColor: '#f3f6f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px 28px' }}>
          <Heading as="h1" style={{ color: BRAND, fontSize: '20px', lineHeight: '28px', margin: '0 0 24px' }}>
            {c.subject}
          </Heading>
          {c.greeting && <Text style={text}>{c.greeting}</Text>}
          {c.paragraphs.map((p, i) => (
            // pre-line: a reply staff typed keeps its line breaks (React escapes its text).
            <Text key={i} style={{ ...text, whiteSpace: 'pre-line' }}>
              {p}
            </Text>
          ))}
          {c.facts.length > 0 && (
            <Section style={{ backgroundColor: '#eef5f5', borderRadius: '6px', margin: '0 0 16px', padding: '12px 16px' }}>
              {c.facts.map((f) => (
                <Text key={f.label} style={{ ...text, margin: '4px 0' }}>
                  <strong>{f.label}:</strong> {f.value}
                </Text>
              ))}
            </Section>
          )}
          {c.action && (
            <Section style={{ margin: '8px 0 24px' }}>
              <Button
                href={c.action.url}
                style={{ backgroundColor: BRAND, borderRadius: '6px', color: '#ffffff', fontSize: '16px', padding: '12px 20px' }}
              >
                {c.action.label}
              </Button>
              <Text style={{ ...text, color: MUTED, fontSize: '13px', margin: '12px 0 0' }}>
                <Link href={c.action.url} style={{ color: BRAND, wordBreak: 'break-all' }}>
                  {c.action.url}
                </Link>
              </Text>
            </Section>
          )}
          {c.after.map((p) => (
            <Text key={p} style={text}>
              {p}
            </Text>
          ))}
          <Text style={{ ...text, margin: '24px 0 0' }}>
            {c.closing}
            {c.signature.split('\n').map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </Text>
          <Hr style={{ borderColor: '#d8e0e3', margin: '28px 0 16px' }} />
          {c.footer.map((line) => (
            <Text key={line} style={{ color: MUTED, fontSize: '12px', lineHeight: '18px', margin: '0 0 4px' }}>
              {line}
            </Text>
          ))}
          {c.unsubscribe && (
            <Text style={{ color: MUTED, fontSize: '12px', lineHeight: '18px', margin: '12px 0 0' }}>
              <Link href={c.unsubscribe.url} style={{ color: MUTED, textDecoration: 'underline' }}>
                {c.unsubscribe.label}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML document. */
export const mailHtml = (content: MailContent, lang: LanguageCode) => render(<Mail content={content} lang={lang} />);
