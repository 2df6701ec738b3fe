/**
 * Records loaded by a screen of its own (failed jobs, retention): a progress bar while they load,
 * an alert when they did not, the screen's word when there are none, and otherwise one card a
 * record on a phone (a table of many columns would push the page sideways) or a table elsewhere.
 */
import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePhone } from '../lib/usePhone';
import { DataTable, type DataTableProps } from './DataTable';

type Props<T> = Omit<DataTableProps<T>, 'records'> & {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Translation key of the load failure. */
  loadError: string;
  /** What shows when there are no records. */
  empty: ReactNode;
  /** A record's card on a phone. */
  card: (record: T) => ReactNode;
};

export function RecordTable<T>({ data, isPending, error, loadError, empty, card, ...table }: Props<T>) {
  const translate = useTranslate();
  const phone = usePhone();
  if (isPending) return <LinearProgress />;
  if (error || !data) return <Alert severity="error">{translate(loadError)}</Alert>;
  if (data.length === 0) return <>{empty}</>;
  if (phone)
    return (
      <Stack spacing={1.5}>
        {data.map((record) => (
          <Paper key={table.recordKey(record)} variant="outlined" sx={{ p: 1.5 }}>
            {card(record)}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable records={data} {...table} />
    </Box>
  );
}
