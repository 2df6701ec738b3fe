/**
 * A request's e-mail address and phone number as links (mailto:, tel:), in lists and records: one
 * click starts the reply or the call. In a list row the click opens the link, not the record.
 */
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** tel: wants digits and a leading +, nothing else ("+49 89 12 34-5" → "+4989123 45"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const stop = (e: React.MouseEvent) => e.stopPropagation();

export function EmailLink({ source = 'email' }: { source?: string; label?: string; sortable?: boolean }) {
  const value = useRecordContext()?.[source];
  if (typeof value !== 'string' || !value) return <>–</>;
  return (
    <Link href={`mailto:${value}`} onClick={stop} sx={{ wordBreak: 'break-all' }}>
      {value}
    </Link>
  );
}

export function PhoneLink({ source = 'phone' }: { source?: string; label?: string; sortable?: boolean }) {
  const value = useRecordContext()?.[source];
  if (typeof value !== 'string' || !value) return <>–</>;
  return (
    <Link href={telHref(value)} onClick={stop} sx={{ whiteSpace: 'nowrap' }}>
      {value}
    </Link>
  );
}
