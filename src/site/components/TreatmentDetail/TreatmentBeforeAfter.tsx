import type { Treatment } from '../../../contract/entities/treatment';
import { useLang } from '../../intl/useLang';
import { beforeAfterPairsIn } from '../BeforeAfterViewer/BeforeAfterViewer';
import BeforeAfterViewer, { BEFORE_AFTER_VIEWER } from '../BeforeAfterViewer/BeforeAfterViewer.island';
import { Island } from '../Island/Island';
import { Section } from './Section';
import { hasSection, sectionTitleId } from './sections';

/** The treatment's before/after examples, an island: a treatment page hydrates only its live parts. */
export function TreatmentBeforeAfter({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'beforeAfter')) return null;
  return (
    <Section name="beforeAfter">
      <Island
        name={BEFORE_AFTER_VIEWER}
        component={BeforeAfterViewer}
        props={{ pairs: beforeAfterPairsIn(treatment.beforeAfter, lang), labelledBy: sectionTitleId('beforeAfter') }}
      />
    </Section>
  );
}
