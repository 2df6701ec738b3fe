/** A content block: page and section it belongs to, optional heading, formatted text, order, published. */
import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { LocalizedTitleAndBody } from '../../components/MarkdownInput';

export const ContentInputs = () => (
  <>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextInput source="page" />
      <TextInput source="section" />
      <NumberInput source="order" min={0} max={1000} step={1} helperText="admin.hints.order" />
      <BooleanInput source="published" />
    </Stack>
    <LocalizedTitleAndBody />
  </>
);

export const CONTENT_DEFAULTS = { order: 1, published: true };
