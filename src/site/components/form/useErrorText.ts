/** Validation messages are i18n ids (contract convention); this turns one into the active language. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (id: string | undefined) => {
      if (!id) return undefined;
      return intl.formatMessage({ id: id in intl.messages ? id : 'validation.invalid' });
    },
    [intl],
  );
}
