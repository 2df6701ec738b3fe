/**
 * The built-in treatment catalogue's data, in its fixed order: one JSON record per
 * treatment, its subcategory named by a key of subcategories.json so every treatment shows the
 * same label. src/catalogue resolves the keys and validates each record against the contract.
 */
import veneers from './veneers.json' with { type: 'json' };
import implantologie from './implantologie.json' with { type: 'json' };
import bleaching from './bleaching.json' with { type: 'json' };
import parodontologie from './parodontologie.json' with { type: 'json' };
import wurzelbehandlung from './wurzelbehandlung.json' with { type: 'json' };
import zahnersatz from './zahnersatz.json' with { type: 'json' };
import aligner from './aligner.json' with { type: 'json' };
import keramikinlays from './keramikinlays.json' with { type: 'json' };
import zahnimplantate from './zahnimplantate.json' with { type: 'json' };
import goldinlay from './goldinlay.json' with { type: 'json' };
import sinuslift from './sinuslift.json' with { type: 'json' };
import rezessionsdeckung from './rezessionsdeckung.json' with { type: 'json' };
import prophylaxe from './prophylaxe.json' with { type: 'json' };
import kariesbehandlung from './kariesbehandlung.json' with { type: 'json' };
import professionelleZahnreinigung from './professionelle-zahnreinigung.json' with { type: 'json' };
import fluoridierung from './fluoridierung.json' with { type: 'json' };
import kunststofffuellung from './kunststofffuellung.json' with { type: 'json' };
import zahnversiegelung from './zahnversiegelung.json' with { type: 'json' };
import zahnkrone from './zahnkrone.json' with { type: 'json' };
import zahnbruecke from './zahnbruecke.json' with { type: 'json' };
import teilkronen from './teilkronen.json' with { type: 'json' };
import teilprothesen from './teilprothesen.json' with { type: 'json' };
import totalprothesen from './totalprothesen.json' with { type: 'json' };
import marylandbruecke from './marylandbruecke.json' with { type: 'json' };
import parodontitis from './parodontitis.json' with { type: 'json' };
import parodontitisKnochenaufbau from './parodontitis-knochenaufbau.json' with { type: 'json' };
import zahnaerztlicheChirurgie from './zahnaerztliche-chirurgie.json' with { type: 'json' };
import angstpatienten from './angstpatienten.json' with { type: 'json' };
import knochenaufbauImplantate from './knochenaufbau-implantate.json' with { type: 'json' };
import kariesrisikoTest from './kariesrisiko-test.json' with { type: 'json' };
import vitaminDInfusionen from './vitamin-d-infusionen.json' with { type: 'json' };
import zaehneknirschen from './zaehneknirschen.json' with { type: 'json' };
import subcategories from './subcategories.json' with { type: 'json' };

export { subcategories };

export const treatmentRecords: unknown[] = [
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
