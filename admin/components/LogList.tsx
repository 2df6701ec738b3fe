/**
 * The screen of a read-only log (audit log, consent log): newest first, the free search as the first
 * filter, and the entries as a one-line-each list on a phone (a table of many columns would push
 * the page sideways) or as a table elsewhere.
 */
import type { ReactElement } from 'react';
import { List, SearchInput } from 'react-admin';
import { usePhone } from '../lib/usePhone';

type Props = {
  /** Filters after the search box (which is always shown). */
  filters: ReactElement[];
  /** The entries on a phone: a SimpleList. */
  phoneList: ReactElement;
  /** The entries elsewhere: a Datagrid. */
  grid: ReactElement;
};

function Responsive({ phoneList, grid }: Pick<Props, 'phoneList' | 'grid'>) {
  return usePhone() ? phoneList : grid;
}

export const LogList = ({ filters, phoneList, grid }: Props) => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />, ...filters]} sort={{ field: 'at', order: 'DESC' }}>
    <Responsive phoneList={phoneList} grid={grid} />
  </List>
);
