/**
 * A review in its own language (never translated), where it was left (source, its name and address,
 * shown with the review: UWG § 5b Abs. 3), its moderation status and the practice's reply.
 */
import { Stack } from '@mui/material';
import { DateInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { CHOICES } from '../../components/choices';

export const ReviewInputs = () => (
  <>
    <TextInput source="authorName" fullWidth />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <SelectInput source="rating" choices={CHOICES.rating} translateChoice={false} />
      <SelectInput source="language" choices={CHOICES.language} />
      <SelectInput source="source" choices={CHOICES.reviewSource} />
      <DateInput source="date" />
    </Stack>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="sourceName" helperText="resources.reviews.hints.sourceName" sx={{ flex: 1 }} />
      <TextInput source="sourceUrl" helperText="resources.reviews.hints.sourceUrl" sx={{ flex: 2 }} />
    </Stack>
    <TextInput source="text" multiline minRows={4} fullWidth />
    <RadioButtonGroupInput source="status" choices={CHOICES.reviewStatus} />
    {/* A reply is public: it must not confirm that the author is a patient (medical confidentiality). */}
    <TextInput source="reply" multiline minRows={2} fullWidth helperText="resources.reviews.hints.reply" />
  </>
);

export const REVIEW_DEFAULTS = {
  rating: 5,
  language: 'de',
  source: 'website',
  status: 'pending',
  date: new Date().toISOString().slice(0, 10),
};
