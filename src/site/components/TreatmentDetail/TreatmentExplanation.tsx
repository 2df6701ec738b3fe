import type { Localized } from '../../../contract/common';
import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';
import type { SectionKey } from './sections';

/** What the treatment is, who it suits and who it does not: one section each, only those with text. */
export function TreatmentExplanation({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  const content = treatment.detailedContent;
  if (!content) return null;
  const parts: [SectionKey, Localized | undefined][] = [
    ['whatIsIt', content.whatIsIt],
    ['suitability', content.suitability],
    ['unsuitability', content.unsuitability],
  ];
  return parts.map(([name, text]) => {
    const value = localize(text, lang);
    return value.trim() ? (
      <Section key={name} name={name}>
        <Paragraphs text={value} />
      </Section>
    ) : null;
  });
}
