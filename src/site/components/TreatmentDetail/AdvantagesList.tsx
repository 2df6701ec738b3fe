import type { Treatment } from '../../../contract/entities/treatment';
import { CheckList } from './CheckList';
import { Section } from './Section';
import { hasSection } from './sections';

export function AdvantagesList({ treatment }: { treatment: Treatment }) {
  if (!hasSection(treatment, 'advantages')) return null;
  return (
    <Section name="advantages">
      <CheckList items={treatment.detailedContent!.advantages} />
    </Section>
  );
}
