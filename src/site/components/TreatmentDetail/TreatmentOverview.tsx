import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';
import { hasSection } from './sections';

/** The long description, the page's introduction. */
export function TreatmentOverview({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'overview')) return null;
  return (
    <Section name="overview">
      <Paragraphs text={localize(treatment.longDescription, lang)} />
    </Section>
  );
}
