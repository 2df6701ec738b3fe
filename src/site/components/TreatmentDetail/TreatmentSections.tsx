/**
 * Every section of a treatment page in the reading order of sections.ts, each rendering nothing
 * without its data. The page and the stories of the sections render this one list.
 */
import type { Treatment } from '../../../contract/entities/treatment';
import { AdvantagesList } from './AdvantagesList';
import { Aftercare } from './Aftercare';
import { AtAGlance } from './AtAGlance';
import { Benefits } from './Benefits';
import { ExpertInfo } from './ExpertInfo';
import { ProcessSteps } from './ProcessSteps';
import { TreatmentBeforeAfter } from './TreatmentBeforeAfter';
import { TreatmentExplanation } from './TreatmentExplanation';
import { TreatmentFaq } from './TreatmentFaq';
import { TreatmentOverview } from './TreatmentOverview';
import { TreatmentTypes } from './TreatmentTypes';

export function TreatmentSections({ treatment }: { treatment: Treatment }) {
  return (
    <>
      <TreatmentOverview treatment={treatment} />
      <Benefits treatment={treatment} />
      <AtAGlance treatment={treatment} />
      <TreatmentExplanation treatment={treatment} />
      <AdvantagesList treatment={treatment} />
      <TreatmentTypes treatment={treatment} />
      <ProcessSteps treatment={treatment} />
      <TreatmentBeforeAfter treatment={treatment} />
      <ExpertInfo treatment={treatment} />
      <Aftercare treatment={treatment} />
      <TreatmentFaq treatment={treatment} />
    </>
  );
}
