/** Practice-wide settings (admin only): booking links and tracking, analytics id, WhatsApp, social links. */
import { TextInput } from 'react-admin';
import { Heading } from '../../components/forms';
import { KeyValueInput } from '../../components/KeyValueInput';

export const SettingsInputs = () => (
  <>
    <TextInput source="bookingUrl" fullWidth />
    <TextInput source="bookingRequestUrl" fullWidth />
    <KeyValueInput source="bookingTracking" label="resources.settings.fields.bookingTracking" />
    <TextInput source="analyticsId" helperText="validation.analyticsId" />
    <TextInput source="whatsappNumber" />
    <Heading label="resources.settings.fields.socialLinks" />
    <TextInput source="socialLinks.facebook" fullWidth />
    <TextInput source="socialLinks.instagram" fullWidth />
    <TextInput source="socialLinks.youtube" fullWidth />
  </>
);
