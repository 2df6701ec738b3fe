/**
 * Treatment-by-language completeness: for every treatment the share of its Localized texts filled in
 * each language (computed with the catalogue's own walker, the same one behind the dashboard figure).
 */
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Screen } from '../components/Screen';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@/contract/common';
import type { Treatment } from '@/contract/entities/treatment';
import { completenessByLanguage } from '@/catalogue/localizedCompleteness';

export function TranslationCompleteness() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<Treatment>('treatments', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'slug', order: 'ASC' },
  });
  const rows = (data ?? []).map((t) => ({ t, share: completenessByLanguage([t]) }));
  const total = completenessByLanguage(data ?? []);
  return (
    <Screen title="admin.completeness.title" heading="admin.completeness.title" intro="admin.completeness.intro">
      {isPending && <LinearProgress />}
      <Table size="small" aria-label={translate('admin.completeness.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.treatments.name', { smart_count: 1 })}</TableCell>
            {LANGUAGES.map((l) => (
              <TableCell key={l} align="right">
                {l.toUpperCase()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ t, share }) => (
            <TableRow key={t.id} hover data-slug={t.slug}>
              <TableCell>
                <Link to={`/treatments/${encodeURIComponent(t.id)}`}>{t.title?.de ?? t.slug}</Link>
              </TableCell>
              {LANGUAGES.map((l) => (
                <TableCell
                  key={l}
                  align="right"
                  sx={{ color: share[l] < 100 ? 'warning.dark' : 'success.dark', fontVariantNumeric: 'tabular-nums' }}
                >
                  {share[l]} %
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length > 0 && (
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{translate('admin.completeness.total')}</TableCell>
              {LANGUAGES.map((l) => (
                <TableCell key={l} align="right" sx={{ fontWeight: 600 }}>
                  {total[l]} %
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Screen>
  );
}
