/**
 * The health-advertising wording guard in the editor: below every five-language text
 * input, the phrases the rules of src/contract/rules/healthAdvertising.ts flag in any language, each
 * with its law and reason in the admin's language. A warning, never a block: saving stays possible.
 */
import { useMemo } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { useWatch, type FieldPath, type FieldPathValues, type FieldValues } from 'react-hook-form';
import type { WordingWarning } from '@/contract/rules/healthAdvertising';

/** The warnings as a list; nothing when there are none. */
export function WordingWarningList({ warnings }: { warnings: WordingWarning[] }) {
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'de';
  if (!warnings.length) return null;
  return (
    <Alert severity="warning" role="status" data-testid="wording-warnings" sx={{ mt: 1, mb: 2, width: '100%' }}>
      <AlertTitle>{translate('admin.wording.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w, i) => (
          <li key={`${w.rule}-${w.language}-${w.match}-${i}`} data-rule={w.rule}>
            {w.match && (
              <strong>
                {w.language.toUpperCase()} · „{w.match}“:{' '}
              </strong>
            )}
            {w.reason[locale]} <em>({w.law})</em>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1, fontSize: '0.85em' }}>{translate('admin.wording.notABlock')}</Box>
    </Alert>
  );
}

/**
 * Watches form fields and lists what `check` finds in their current values. Given the form's values
 * type (`Values`), the names are checked against it and `check` receives each field's type.
 */
export function WatchedWarnings<
  Values extends FieldValues = FieldValues,
  Names extends readonly FieldPath<Values>[] = readonly FieldPath<Values>[],
>({ names, check }: { names: Names; check: (values: FieldPathValues<Values, Names>) => WordingWarning[] }) {
  const values = useWatch<Values, Names>({ name: names });
  const warnings = useMemo(() => check(values), [check, values]);
  return <WordingWarningList warnings={warnings} />;
}
