/**
 * SEO per page and language: title (≤ 60) and description (≤ 160) with live counters, a search-snippet
 * preview, keywords and a share image.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { SelectInput, TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CHOICES } from '../../components/choices';
import { CountedTextInput } from '../../components/CountedTextInput';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function SearchSnippet() {
  const translate = useTranslate();
  const [title, description, page, language] = useWatch({ name: ['title', 'description', 'page', 'language'] }) as (
    string | null
  )[];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, maxWidth: 640 }}
      aria-label={translate('admin.seo.snippet')}
      data-testid="search-snippet"
    >
      <Typography variant="caption" color="text.secondary">
        {translate('admin.seo.snippet')}
      </Typography>
      {title || description ? (
        <Box sx={{ fontFamily: 'Arial, sans-serif' }}>
          <Typography sx={{ fontSize: 14, color: '#202124' }}>
            {translate('admin.seo.snippetUrl')} › {language ?? 'de'} › {page ?? ''}
          </Typography>
          <Typography sx={{ fontSize: 20, color: '#1a0dab', lineHeight: 1.3 }}>{cut(title ?? '', 60)}</Typography>
          <Typography sx={{ fontSize: 14, color: '#4d5156' }}>{cut(description ?? '', 160)}</Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.seo.snippetEmpty')}
        </Typography>
      )}
    </Paper>
  );
}

export const SeoInputs = () => (
  <>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <SelectInput source="page" choices={CHOICES.seoPage} />
      <SelectInput source="language" choices={CHOICES.language} />
    </Stack>
    <CountedTextInput source="title" max={60} />
    <CountedTextInput source="description" max={160} multiline minRows={2} />
    <SearchSnippet />
    <TextArrayInput source="keywords" fullWidth />
    <TextInput source="image" fullWidth />
  </>
);

export const SEO_DEFAULTS = { language: 'de', keywords: [] };
