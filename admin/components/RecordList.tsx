/**
 * The list screen most resources share: react-admin's List around a Datagrid whose rows open the
 * record for editing, with the free search as the first filter. A resource says only what is its
 * own: its further filters, default sort, page size, bulk buttons and columns. Props left out keep
 * react-admin's defaults (10 a page, a bulk delete button where the role may delete).
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Datagrid, List, SearchInput, type SortPayload } from 'react-admin';

type Props = {
  /** Filters after the search box (which is always shown). */
  filters?: ReactElement[];
  sort: SortPayload;
  perPage?: number;
  bulkActionButtons?: ReactElement;
  /** The columns. */
  children: ReactNode;
};

const search = <SearchInput key="q" source="q" alwaysOn />;

export function RecordList({ filters, sort, perPage, bulkActionButtons, children }: Props) {
  const all = useMemo(() => [search, ...(filters ?? [])], [filters]);
  return (
    <List filters={all} sort={sort} perPage={perPage}>
      <Datagrid rowClick="edit" bulkActionButtons={bulkActionButtons}>
        {children}
      </Datagrid>
    </List>
  );
}
