/** Free pages with formatted text (privacy, imprint). */
import { Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { LocalizedInputs } from '../../components/LocalizedInputs';
import { MarkdownInput } from '../../components/MarkdownInput';

export const PageInputs = () => (
  <>
    <Stack direction="row" spacing={2}>
      <TextInput source="slug" helperText="admin.hints.slug" />
      <BooleanInput source="published" />
    </Stack>
    <LocalizedInputs>
      <TextInput source="title" fullWidth />
      <MarkdownInput source="body" />
    </LocalizedInputs>
  </>
);

export const PAGE_DEFAULTS = { published: false };
