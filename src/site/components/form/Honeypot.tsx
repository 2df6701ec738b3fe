/**
 * The spam trap of the public forms (contract SpamTrap, field "website"): invisible, unreachable by
 * keyboard and hidden from assistive tech, so only bots fill it in and the server rejects them.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { useFieldIds } from './Field';

export function Honeypot({ ref, ...input }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const { id } = useFieldIds();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{intl.formatMessage({ id: 'form.honeypot' })}</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
