/**
 * Password strength (issue 15, item 14): length alone let `password1234` through. zxcvbn estimates
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
 * The i18n id of the reason a new password is refused, or null when it is strong enough.
 * `userInputs` (e-mail, name) count as known words: a password made of one's own name is weak.
 */
export async function weakPasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  const estimate = await loadEstimator();
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[^\p{L}\p{N}]+/u)]).filter((v) => v.length > 2);
  return estimate(password.slice(0, 100), inputs) >= MIN_PASSWORD_SCORE ? null : WEAK_PASSWORD_MESSAGE;
}
