import type { Treatment } from '../../../contract/entities/treatment';
import { CheckList } from './CheckList';
import { Section } from './Section';
import { hasSection } from './sections';

export function Aftercare({ treatment }: { treatment: Treatment }) {
  if (!hasSection(treatment, 'aftercare')) return null;
  return (
    <Section name="aftercare">
      <CheckList items={treatment.aftercare} icon="info" />
    </Section>
  );
}
