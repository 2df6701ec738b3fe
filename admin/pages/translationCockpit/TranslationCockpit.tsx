/**
 * Translation cockpit: per content resource and language how many field
 * translations are missing, held back (fallback) or outdated since the German text changed; the
 * live pages whose visitors see text of another language right now; and, for the chosen cell,
 * the records with open translations, each opening the side-by-side editor.
 */
import {
  Box,
  ButtonBase,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LANGUAGES, type LanguageCode } from '@/contract/common';
import { TRANSLATED_ENTITIES, type TranslatedEntity, type TranslationOverview } from '@/contract/entities/translationState';
import { translationOverview, translationStatus } from './api';
import { STATE_COLOR, StateChip } from './states';

const TRANSLATIONS = LANGUAGES.filter((l) => l !== 'de');
const OPEN_STATES = ['missing', 'fallback', 'outdated'] as const;

export const editorPath = (entity: TranslatedEntity, id: string, language: LanguageCode) =>
  `/translation-cockpit/${entity}/${encodeURIComponent(id)}/${language}`;

function Matrix({ overview, selected }: { overview: TranslationOverview; selected: { entity?: string; language?: string } }) {
  const translate = useTranslate();
  const cell = (entity: TranslatedEntity, language: LanguageCode) =>
    overview.matrix.find((m) => m.entity === entity && m.language === language)!;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('admin.cockpit.matrix')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.cockpit.content')}</TableCell>
            {TRANSLATIONS.map((l) => (
              <TableCell key={l} align="center" title={translate(`admin.languages.${l}`)}>
                {l.toUpperCase()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {TRANSLATED_ENTITIES.map((entity) => (
            <TableRow key={entity} data-entity={entity}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {translate(`resources.${entity}.name`, { smart_count: 2 })}
              </TableCell>
              {TRANSLATIONS.map((language) => {
                const c = cell(entity, language);
                const open = OPEN_STATES.some((s) => c[s] > 0);
                const isSelected = selected.entity === entity && selected.language === language;
                return (
                  <TableCell key={language} align="center" data-language={language} sx={{ p: 0.5 }}>
                    <ButtonBase
                      component={RouterLink}
                      to={`?entity=${entity}&language=${language}`}
                      aria-label={`${translate(`resources.${entity}.name`, { smart_count: 2 })}, ${translate(`admin.languages.${language}`)}: ${OPEN_STATES.map((s) => `${c[s]} ${translate(`admin.cockpit.states.${s}`)}`).join(', ')}`}
                      aria-current={isSelected ? 'true' : undefined}
                      sx={{
                        display: 'flex',
                        gap: 0.5,
                        justifyContent: 'center',
                        flexWrap: 'wrap',
                        width: '100%',
                        minHeight: 40,
                        borderRadius: 1,
                        outline: isSelected ? '2px solid' : 'none',
                        outlineColor: 'primary.main',
                      }}
                    >
                      {open ? (
                        OPEN_STATES.filter((s) => c[s] > 0).map((s) => (
                          <Chip key={s} size="small" color={STATE_COLOR[s]} label={c[s]} data-state={s} sx={{ minWidth: 32 }} />
                        ))
                      ) : (
                        <Typography variant="body2" color="success.dark">
                          ✓
                        </Typography>
                      )}
                    </ButtonBase>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Legend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      {OPEN_STATES.map((s) => (
        <Stack key={s} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <StateChip state={s} />
          <Typography variant="caption" color="text.secondary">
            {translate(`admin.cockpit.legend.${s}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function FallbackPages({ overview }: { overview: TranslationOverview }) {
  const translate = useTranslate();
  const byLanguage = TRANSLATIONS.map((l) => [l, overview.fallbackPages.filter((p) => p.language === l)] as const).filter(
    ([, pages]) => pages.length,
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} component="section" aria-labelledby="fallback-pages">
      <Typography id="fallback-pages" variant="h6" component="h2" gutterBottom>
        {translate('admin.cockpit.fallbackTitle')}
      </Typography>
      {!byLanguage.length && <Typography color="text.secondary">{translate('admin.cockpit.fallbackNone')}</Typography>}
      {byLanguage.map(([language, pages]) => (
        <Box key={language} sx={{ mb: 2 }} data-fallback-language={language}>
          <Typography variant="subtitle2" component="h3">
            {translate(`admin.languages.${language}`)} ({pages.length})
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pages.map((p) => (
              <Box component="li" key={`${p.entity}:${p.id}`} sx={{ py: 0.25 }} data-record={p.id}>
                <Link component={RouterLink} to={editorPath(p.entity, p.id, language)}>
                  {p.label}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {translate(`resources.${p.entity}.name`, { smart_count: 1 })} ·{' '}
                  {p.held
                    ? translate('admin.cockpit.heldBack')
                    : translate('admin.cockpit.fieldsFallback', {
                        smart_count: p.fields,
                        languages: p.fallbackLanguages.map((l) => l.toUpperCase()).join(', '),
                      })}
                </Typography>
                {p.path && (
                  <>
                    {' · '}
                    <Link href={p.path} target="_blank" rel="noopener" variant="body2">
                      {p.path}
                    </Link>
                  </>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

function OpenTranslations({ entity, language }: { entity: TranslatedEntity; language: LanguageCode }) {
  const translate = useTranslate();
  const { data, isPending } = useQuery({
    queryKey: ['translationStatus', entity],
    queryFn: () => translationStatus(entity),
  });
  const open = (data ?? []).filter((r) => r.language === language && r.state !== 'current');
  const records = [...new Map(open.map((r) => [r.id, r.label])).entries()];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} component="section" aria-labelledby="open-translations">
      <Typography id="open-translations" variant="h6" component="h2" gutterBottom>
        {translate('admin.cockpit.openTitle', {
          content: translate(`resources.${entity}.name`, { smart_count: 2 }),
          language: translate(`admin.languages.${language}`),
        })}
      </Typography>
      {isPending && <LinearProgress />}
      {!isPending && !records.length && <Typography color="text.secondary">{translate('admin.cockpit.openNone')}</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {records.map(([id, label]) => (
          <Box component="li" key={id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }} data-record={id}>
            <Link component={RouterLink} to={editorPath(entity, id, language)} sx={{ fontWeight: 500 }}>
              {label}
            </Link>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {open
                .filter((r) => r.id === id)
                .map((r) => (
                  <Stack key={r.field} direction="row" spacing={0.5} sx={{ alignItems: 'center', mr: 1 }}>
                    <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                      {r.field}
                    </Typography>
                    <StateChip state={r.state} />
                  </Stack>
                ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function TranslationCockpit() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { data, isPending } = useQuery({ queryKey: ['translationOverview'], queryFn: translationOverview });
  const entity = (TRANSLATED_ENTITIES as readonly string[]).includes(params.get('entity') ?? '')
    ? (params.get('entity') as TranslatedEntity)
    : undefined;
  const language = (TRANSLATIONS as string[]).includes(params.get('language') ?? '')
    ? (params.get('language') as LanguageCode)
    : undefined;
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <Title title="admin.cockpit.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('admin.cockpit.title')}
      </Typography>
      <Typography color="text.secondary">{translate('admin.cockpit.intro')}</Typography>
      <Legend />
      {isPending && <LinearProgress />}
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 0.5, md: 1 } }}>
            <Matrix overview={data} selected={{ entity, language }} />
          </Paper>
          {entity && language && <OpenTranslations entity={entity} language={language} />}
          <FallbackPages overview={data} />
          <Typography variant="body2">
            <Link component={RouterLink} to="/translations">
              {translate('admin.completeness.open')}
            </Link>
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
