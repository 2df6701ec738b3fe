/** A job posting in five languages: title, summary, description, requirements and benefits. */
import { Stack } from '@mui/material';
import { BooleanInput, DateInput, SelectInput, TextInput } from 'react-admin';
import { CHOICES } from '../../components/choices';
import { LocalizedInputs, LocalizedList } from '../../components/LocalizedInputs';
import { MarkdownInput } from '../../components/MarkdownInput';

export const JobInputs = () => (
  <>
    <LocalizedInputs>
      <TextInput source="title" fullWidth />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <MarkdownInput source="description" />
    </LocalizedInputs>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="slug" helperText="admin.hints.slug" sx={{ flex: 1 }} />
      <SelectInput source="location" choices={CHOICES.location} />
      <SelectInput source="employmentType" choices={CHOICES.employmentType} />
    </Stack>
    <LocalizedList source="requirements" />
    <LocalizedList source="benefits" />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <DateInput source="datePosted" />
      <DateInput source="validThrough" />
      <BooleanInput source="published" />
    </Stack>
  </>
);

export const JOB_DEFAULTS = () => ({
  location: 'oberfoehring',
  employmentType: 'fullTime',
  requirements: [],
  benefits: [],
  published: false,
  datePosted: new Date().toISOString().slice(0, 10),
});
