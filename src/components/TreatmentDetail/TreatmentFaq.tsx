import type { Treatment } from '../../contract/entities/treatment';
import { localize } from '../../i18n/localize';
import { useLang } from '../../i18n/useLang';
import FaqAccordion, { FAQ_ACCORDION } from '../FaqAccordion/FaqAccordion.island';
import { Island } from '../Island/Island';
import { Section } from './Section';
import { hasSection } from './sections';

/** The treatment's questions, an island: a treatment page hydrates only its live parts (issue 21). */
export function TreatmentFaq({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'faq')) return null;
  const items = treatment.faqs.map((f) => ({ question: localize(f.question, lang), answer: localize(f.answer, lang) }));
  return (
    <Section name="faq">
      <Island name={FAQ_ACCORDION} component={FaqAccordion} props={{ items, headingLevel: 3 }} />
    </Section>
  );
}
