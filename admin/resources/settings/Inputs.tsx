/**
 * Practice-wide settings (admin only): booking links and tracking, analytics id, WhatsApp, social links,
 * who is told of new appointment requests, messages and applications per location, and how
 * long personal data is kept (the retention job deletes by these periods, the privacy policy
 * states them).
 */
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  CheckboxGroupInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { NOTIFY_KINDS } from '@/contract/entities/mail';
import { LocationKey } from '@/contract/entities/practice';
import { RETENTION_PERIOD_NAMES, RETENTION_PERIODS } from '@/contract/rules/retention';
import { PRACTICE_CLAIMS } from '@/contract/rules/practiceClaims';
import { Heading } from '../../components/forms';
import { KeyValueInput } from '../../components/KeyValueInput';

/** Per inbox kind, one list of addresses per location; empty lists mean the practice's e-mail. */
function NotificationInputs() {
  const translate = useTranslate();
  return (
    <>
      <Heading label="resources.settings.fields.notifications" hint="admin.settings.notificationsHint" />
      {NOTIFY_KINDS.map((kind) => (
        <Box key={kind} sx={{ mb: 2, width: '100%' }}>
          <Typography variant="subtitle2" component="h3">
            {translate(`admin.settings.notify.${kind}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: { xs: 0, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {LocationKey.options.map((location) => (
              <ArrayInput
                key={location}
                source={`notifications.${kind}.${location}`}
                label={`admin.choices.location.${location}`}
                helperText="admin.settings.emptyMeansPractice"
              >
                <SimpleFormIterator inline disableReordering>
                  <TextInput source="" label="resources.settings.fields.recipient" type="email" sx={{ minWidth: 260 }} />
                </SimpleFormIterator>
              </ArrayInput>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** One number per period, with its default and bounds; an unsaved period shows its default. */
function RetentionInputs() {
  const translate = useTranslate();
  return (
    <>
      <Heading label="resources.settings.fields.retention" hint="admin.settings.retentionHint" />
      <Box sx={{ display: 'grid', columnGap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
        {RETENTION_PERIOD_NAMES.map((name) => {
          const p = RETENTION_PERIODS[name];
          return (
            <NumberInput
              key={name}
              source={`retention.${name}`}
              defaultValue={p.default}
              min={p.min}
              max={p.max}
              step={1}
              helperText={translate('admin.settings.retentionRange', { default: p.default, min: p.min, max: p.max })}
            />
          );
        })}
      </Box>
    </>
  );
}

/** The practice claims of the treatment texts, each confirmed by ticking it (labels in the admin's language). */
function ClaimInputs() {
  const [locale] = useLocaleState();
  const choices = PRACTICE_CLAIMS.map((c) => ({ id: c.id, name: locale === 'de' ? c.label.de : c.label.en }));
  return (
    <>
      <Heading label="resources.settings.fields.confirmedClaims" hint="admin.settings.confirmedClaimsHint" />
      <CheckboxGroupInput source="confirmedClaims" label={false} choices={choices} row={false} translateChoice={false} />
    </>
  );
}

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
    <NotificationInputs />
    <RetentionInputs />
    <ClaimInputs />
  </>
);
