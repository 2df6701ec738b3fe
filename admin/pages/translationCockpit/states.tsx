/** The four translation states as chips, in one colour each wherever the cockpit shows them. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TranslationStateName } from '@/contract/entities/translationState';

export const STATE_COLOR = {
  missing: 'error',
  fallback: 'warning',
  outdated: 'info',
  current: 'success',
} as const satisfies Record<TranslationStateName, string>;

export function StateChip({ state }: { state: TranslationStateName }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLOR[state]} label={translate(`admin.cockpit.states.${state}`)} data-state={state} />;
}
