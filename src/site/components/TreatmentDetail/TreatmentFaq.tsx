import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { FaqAccordion } from '../FaqAccordion/FaqAccordion';
import { Section } from './Section';
import { hasSection } from './sections';

/** The treatment's questions: the browser's own disclosures, served once and never hydrated. */
export function TreatmentFaq({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'faq')) return null;
  const items = treatment.faqs.map((f) => ({ question: localize(f.question, lang), answer: localize(f.answer, lang) }));
  return (
    <Section name="faq">
      <FaqAccordion items={items} headingLevel={3} />
    </Section>
  );
}
