/** A team member's profile (roles, photo, education, specializations, languages, contact, order, owner). */
import { Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, NumberInput, SelectInput, TextArrayInput, TextInput } from 'react-admin';
import { CHOICES } from '../../components/choices';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs, LocalizedList, LocalizedText } from '../../components/LocalizedInputs';

export function TeamInputs() {
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="academicTitle" sx={{ width: 120 }} />
        <TextInput source="name" sx={{ flex: 1 }} />
        <TextInput source="slug" helperText="admin.hints.slug" sx={{ flex: 1 }} />
      </Stack>
      <CheckboxGroupInput source="roles" choices={CHOICES.teamRole} />
      <LocalizedInputs>
        <TextInput source="position" fullWidth />
        <TextInput source="bio" multiline minRows={6} fullWidth />
      </LocalizedInputs>
      <ImageRefInput source="photo" label="resources.team.fields.photo" />
      <LocalizedList source="education" />
      <LocalizedText source="specialistTitle" helperText="resources.team.hints.specialistTitle" />
      <LocalizedList source="specializations" />
      <TextArrayInput source="languages" fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="contact.email" type="email" sx={{ flex: 1 }} />
        <TextInput source="contact.phone" sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="location" choices={CHOICES.teamLocation} />
        <NumberInput source="order" min={0} max={1000} step={1} helperText="admin.hints.order" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <BooleanInput source="isOwner" />
        <BooleanInput source="published" />
      </Stack>
    </>
  );
}

export const TEAM_DEFAULTS = {
  roles: ['dentist'],
  education: [],
  specializations: [],
  languages: ['de'],
  contact: {},
  location: 'both',
  order: 100,
  isOwner: false,
  published: true,
};
