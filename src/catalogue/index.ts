/**
 * The built-in treatment catalogue (spec §3): 32 treatments in the spec's order, each authored in
 * its own file under ./treatments and validated by the Treatment schema (tests/unit/catalogue.test.ts).
 * The public site shows treatments from here; the MSW store and `npm run seed` are seeded from here.
 */
import { CatalogueTreatment, Treatment } from '../contract/entities/treatment';
import veneers from './treatments/veneers';
import implantologie from './treatments/implantologie';
import bleaching from './treatments/bleaching';
import parodontologie from './treatments/parodontologie';
import wurzelbehandlung from './treatments/wurzelbehandlung';
import zahnersatz from './treatments/zahnersatz';
import aligner from './treatments/aligner';
import keramikinlays from './treatments/keramikinlays';
import zahnimplantate from './treatments/zahnimplantate';
import goldinlay from './treatments/goldinlay';
import sinuslift from './treatments/sinuslift';
import rezessionsdeckung from './treatments/rezessionsdeckung';
import prophylaxe from './treatments/prophylaxe';
import kariesbehandlung from './treatments/kariesbehandlung';
import professionelleZahnreinigung from './treatments/professionelle-zahnreinigung';
import fluoridierung from './treatments/fluoridierung';
import kunststofffuellung from './treatments/kunststofffuellung';
import zahnversiegelung from './treatments/zahnversiegelung';
import zahnkrone from './treatments/zahnkrone';
import zahnbruecke from './treatments/zahnbruecke';
import teilkronen from './treatments/teilkronen';
import teilprothesen from './treatments/teilprothesen';
import totalprothesen from './treatments/totalprothesen';
import marylandbruecke from './treatments/marylandbruecke';
import parodontitis from './treatments/parodontitis';
import parodontitisKnochenaufbau from './treatments/parodontitis-knochenaufbau';
import zahnaerztlicheChirurgie from './treatments/zahnaerztliche-chirurgie';
import angstpatienten from './treatments/angstpatienten';
import knochenaufbauImplantate from './treatments/knochenaufbau-implantate';
import kariesrisikoTest from './treatments/kariesrisiko-test';
import vitaminDInfusionen from './treatments/vitamin-d-infusionen';
import zaehneknirschen from './treatments/zaehneknirschen';

export const catalogue: CatalogueTreatment[] = [
  veneers,
  implantologie,
  bleaching,
  parodontologie,
  wurzelbehandlung,
  zahnersatz,
  aligner,
  keramikinlays,
  zahnimplantate,
  goldinlay,
  sinuslift,
  rezessionsdeckung,
  prophylaxe,
  kariesbehandlung,
  professionelleZahnreinigung,
  fluoridierung,
  kunststofffuellung,
  zahnversiegelung,
  zahnkrone,
  zahnbruecke,
  teilkronen,
  teilprothesen,
  totalprothesen,
  marylandbruecke,
  parodontitis,
  parodontitisKnochenaufbau,
  zahnaerztlicheChirurgie,
  angstpatienten,
  knochenaufbauImplantate,
  kariesrisikoTest,
  vitaminDInfusionen,
  zaehneknirschen,
];

/** Catalogue entries as stored records (what the API and the mocks serve). */
export function catalogueRecords(stampedAt: string): Treatment[] {
  return catalogue.map((t) =>
    Treatment.parse({ ...CatalogueTreatment.parse(t), createdAt: stampedAt, updatedAt: stampedAt, updatedBy: 'catalogue' }),
  );
}
