/** Free pages with formatted text. */
import { Alert, Stack } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LocalizedTitleAndBody } from '../../components/MarkdownInput';

/**
 * The privacy policy and the legal notice are generated from the legal record: a free
 * page with their slug is not what the site shows, so its editor says where to change them.
 */
const GENERATED = new Set(['datenschutz', 'impressum']);

function GeneratedNote() {
  const translate = useTranslate();
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  if (!slug || !GENERATED.has(slug)) return null;
  return (
    <Alert severity="info" data-testid="generated-page" sx={{ mb: 2, width: '100%' }}>
      {translate('resources.pages.hints.generated')}
    </Alert>
  );
}

export const PageInputs = () => (
  <>
    <GeneratedNote />
    <Stack direction="row" spacing={2}>
      <TextInput source="slug" helperText="admin.hints.slug" />
      <BooleanInput source="published" />
    </Stack>
    <LocalizedTitleAndBody />
  </>
);

export const PAGE_DEFAULTS = { published: false };
