/**
 * Password strength: length alone let `password1234` through. zxcvbn estimates
 * how many guesses a password takes, with the common and the German dictionaries (the practice's
 * staff write German); below score 3 ("safely unguessable against online attacks") it is refused.
 * One rule for the server, the mocks and the admin's forms. The dictionaries are about 1 MB, so they
 * are loaded on first use (a separate chunk in the admin), never by merely importing the contract.
 */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = 'validation.password.weak';

type Estimate = (password: string, userInputs: string[]) => number;
let estimator: Promise<Estimate> | undefined;

function loadEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-de'),
  ]).then(([core, common, de]) => {
    core.zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...de.dictionary },
      graphs: common.adjacencyGraphs,
      translations: de.translations,
    });
    return (password, userInputs) => core.zxcvbn(password, userInputs).score;
  });
  return estimator;
}

/**
 * Words an attacker of a dental practice in Munich tries first, and which the dictionaries lack or
 * rank too rare ("Passwort123!" and "Zahnarzt2026!" scored 3). The practice's own name and streets
 * are added where the practice record is at hand (practiceWordsOf, behaviour/auth.ts).
 */
export const PRACTICE_WORDS = [
  'passwort',
  'kennwort',
  'zahnarzt',
  'zahnaerztin',
  'zahnärztin',
  'zahnarztpraxis',
  'zahnmedizin',
  'zahnklinik',
  'praxis',
  'dental',
  'dentist',
  'zahn',
  'zaehne',
  'zähne',
  'muenchen',
  'münchen',
  'munich',
  'bayern',
  'oberfoehring',
  'oberföhring',
  'schwabing',
  'bogenhausen',
];

/** The practice's own words in its record (practice info): its name, and its locations' streets and cities. */
export function practiceWordsOf(info: Record<string, unknown> | null | undefined): string[] {
  const locations = (info?.locations ?? []) as { street?: unknown; city?: unknown; name?: unknown }[];
  return [info?.name, ...locations.flatMap((l) => [l.street, l.city, l.name])].filter((w): w is string => typeof w === 'string');
}

/**
 * The i18n id of the reason a new password is refused, or null when it is strong enough.
 * `userInputs` (e-mail, name, the practice's name and streets) and PRACTICE_WORDS count as known
 * words: a password made of one's own name or the practice's is weak.
 */
export async function weakPasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  const estimate = await loadEstimator();
  const inputs = [...userInputs, ...PRACTICE_WORDS]
    .flatMap((v) => [v, ...v.split(/[^\p{L}\p{N}]+/u)])
    .filter((v) => v.length > 2);
  if (mostlyKnownWords(password, inputs)) return WEAK_PASSWORD_MESSAGE;
  return estimate(password.slice(0, 100), inputs) >= MIN_PASSWORD_SCORE ? null : WEAK_PASSWORD_MESSAGE;
}

/**
 * True when the password's letters are known words but for a few: zxcvbn ranks each known word by
 * its place in the list, so with a dozen of them "Leopoldstraße2026!" or "DrBerger2026!" (street,
 * owner) still scored 3. Digits and punctuation around a known word add next to nothing.
 */
function mostlyKnownWords(password: string, known: string[]): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}]+/gu, '');
  let rest = letters;
  for (const word of [...new Set(known.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length))
    rest = rest.split(word).join('');
  return rest.length < letters.length && rest.length < 5;
}
