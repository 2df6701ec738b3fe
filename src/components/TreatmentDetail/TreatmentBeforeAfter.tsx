import type { Treatment } from '../../contract/entities/treatment';
import { BeforeAfterViewer } from '../BeforeAfterViewer/BeforeAfterViewer';
import { Section } from './Section';
import { hasSection, sectionTitleId } from './sections';

export function TreatmentBeforeAfter({ treatment }: { treatment: Treatment }) {
  if (!hasSection(treatment, 'beforeAfter')) return null;
  return (
    <Section name="beforeAfter">
      <BeforeAfterViewer pairs={treatment.beforeAfter} labelledBy={sectionTitleId('beforeAfter')} />
    </Section>
  );
}
