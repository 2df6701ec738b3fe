/**
 * The consent state lives in src/lib/consentState.ts (jotai, below the components that read it);
 * the layout's imports point here until its routing rewrite lands (issue 17), then at lib directly.
 */
export { decideConsent, resetConsent, useConsent } from '../../lib/consentState';
