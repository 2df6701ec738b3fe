/**
 * Requests one client sent on one day (behaviour/bookingClients.ts): a request after the client's
 * first says so and leads to all of them, so reception notices one client holding several times
 * under different names before confirming them.
 */
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppointmentRequest } from '@/contract/entities/appointment';

/** The list of one client's requests of that day (the appointments list, filtered by its group). */
const groupLink = (group: string) =>
  `/appointments?${new URLSearchParams({ filter: JSON.stringify({ clientGroup: group }) }).toString()}`;

export function SameClientNote({ record }: { record: AppointmentRequest }) {
  const translate = useTranslate();
  const number = record.clientRequestNumber ?? 1;
  if (!record.clientGroup || number < 2) return null;
  return (
    <Typography variant="caption" color="warning.main" component="div">
      <Link
        component={RouterLink}
        to={groupLink(record.clientGroup)}
        color="inherit"
        onClick={(e: React.MouseEvent) => e.stopPropagation()} // in a list row: the link, not the row's edit
      >
        {translate('admin.appointments.sameClient', { number })}
      </Link>
    </Typography>
  );
}
