/** Every contact-data field, with the opening hours editor (Monday to Sunday, closed option). */
import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { Heading } from '../../components/forms';
import { LocalizedText } from '../../components/LocalizedInputs';
import { OpeningHoursInput } from '../../components/OpeningHoursInput';

const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

export const ContactInputs = () => (
  <>
    <Row>
      <TextInput source="phone_primary" sx={{ flex: 1 }} />
      <TextInput source="email_primary" type="email" sx={{ flex: 1 }} />
    </Row>
    <TextInput source="address" fullWidth />
    <Row>
      <TextInput source="street" sx={{ flex: 3 }} />
      <TextInput source="house_number" sx={{ flex: 1 }} />
      <TextInput source="postal_code" sx={{ flex: 1 }} />
      <TextInput source="city" sx={{ flex: 2 }} />
    </Row>
    <OpeningHoursInput source="opening_hours" />
    <Heading label="resources.contact.fields.social_media" />
    <Row>
      <TextInput source="social_media.facebook" sx={{ flex: 1 }} />
      <TextInput source="social_media.instagram" sx={{ flex: 1 }} />
    </Row>
    <Row>
      <TextInput source="social_media.youtube" sx={{ flex: 1 }} />
      <TextInput source="social_media.whatsapp" sx={{ flex: 1 }} />
    </Row>
    <LocalizedText source="legal_name" />
    <Row>
      <TextInput source="tax_id" sx={{ flex: 1 }} />
      <TextInput source="registration_number" sx={{ flex: 1 }} />
    </Row>
  </>
);
