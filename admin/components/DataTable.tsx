/**
 * A small table of records described by its columns, for the admin's screens of their own (a
 * react-admin resource lists through its Datagrid instead): one header row, one row a record.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Plain CSS properties of a column's cells (a font, a width). */
type CellStyle = Record<string, string | number>;

export type Column<T> = {
  /** Translation key of the column's header (none for a column of buttons). */
  header?: string;
  cell: (record: T) => ReactNode;
  align?: 'right';
  /** Keeps a date or a period on one line. */
  nowrap?: boolean;
  /** Styles of the column's header cell (a width, say). */
  headerSx?: CellStyle;
  sx?: CellStyle;
};

export type DataTableProps<T> = {
  /** Translation key naming the table for screen readers. */
  label: string;
  records: readonly T[];
  recordKey: (record: T) => string;
  columns: Column<T>[];
  /** Data attributes of a record's row, for tests and styles that find a row by its record. */
  rowData?: (record: T) => Record<`data-${string}`, string>;
};

export function DataTable<T>({ label, records, recordKey, columns, rowData }: DataTableProps<T>) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => (
            <TableCell key={i} align={column.align} sx={column.headerSx}>
              {column.header && translate(column.header)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={recordKey(record)} {...rowData?.(record)}>
            {columns.map((column, i) => (
              <TableCell key={i} align={column.align} sx={{ ...(column.nowrap && { whiteSpace: 'nowrap' }), ...column.sx }}>
                {column.cell(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
