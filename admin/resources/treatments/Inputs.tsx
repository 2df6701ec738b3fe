/** Every field of a treatment of the catalogue, shared by the create and edit screens. */
import { Alert, Box, Stack } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldPathValues } from 'react-hook-form';
import type { TreatmentInput } from '@/contract/entities/treatment';
import { checkBeforeAfter } from '@/contract/rules/healthAdvertising';
import { CHOICES } from '../../components/choices';
import { CountedTextInput } from '../../components/CountedTextInput';
import { Heading, SectionTabs } from '../../components/forms';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs, LocalizedItemsList, LocalizedList, LocalizedText } from '../../components/LocalizedInputs';
import { WatchedWarnings } from '../../components/WordingWarnings';

const BEFORE_AFTER_FIELDS = ['category', 'beforeAfter'] as const;
const checkImages = ([category, beforeAfter]: FieldPathValues<TreatmentInput, typeof BEFORE_AFTER_FIELDS>) =>
  checkBeforeAfter({ category, beforeAfter });

/** A treatment outside dentistry (§ 1 Abs. 3 ZHG) is published only with a named physician: say so where it is set. */
function OutsideDentistryNote() {
  const translate = useTranslate();
  const outside = useWatch({ name: 'outsideDentistry' }) as boolean | undefined;
  if (!outside) return null;
  return (
    <Alert severity="info" data-testid="outside-dentistry" sx={{ width: '100%' }}>
      {translate('resources.treatments.hints.outsideDentistry')}
    </Alert>
  );
}

const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

export function TreatmentInputs() {
  return (
    <SectionTabs
      sections={[
        {
          key: 'general',
          label: 'resources.treatments.sections.general',
          fields: [
            'title',
            'slug',
            'category',
            'subcategory',
            'isSpecialistRequired',
            'doctorName',
            'priority',
            'isPopular',
            'published',
            'outsideDentistry',
            'physicianName',
            'locations',
          ],
          content: (
            <>
              <LocalizedText source="title" />
              <Row>
                <TextInput source="slug" helperText="admin.hints.slug" sx={{ flex: 1 }} />
                <SelectInput source="category" choices={CHOICES.category} sx={{ flex: 1 }} />
                <SelectInput source="priority" choices={CHOICES.priority} sx={{ flex: 1 }} />
              </Row>
              <LocalizedText source="subcategory" />
              <Row>
                <BooleanInput source="isSpecialistRequired" />
                <TextInput source="doctorName" sx={{ flex: 1 }} />
              </Row>
              <Row>
                <BooleanInput source="isPopular" />
                <BooleanInput source="published" />
              </Row>
              <Row>
                <BooleanInput source="outsideDentistry" />
                <TextInput source="physicianName" sx={{ flex: 1 }} />
              </Row>
              <OutsideDentistryNote />
              <CheckboxGroupInput
                source="locations"
                choices={CHOICES.location}
                helperText="resources.treatments.hints.locations"
                // No value stored means every location: shown ticked.
                format={(v?: string[]) => v ?? CHOICES.location.map((c) => c.id)}
              />
            </>
          ),
        },
        {
          key: 'texts',
          label: 'resources.treatments.sections.texts',
          fields: ['shortDescription', 'longDescription'],
          content: (
            <LocalizedInputs>
              <TextInput source="shortDescription" multiline minRows={2} fullWidth />
              <TextInput source="longDescription" multiline minRows={8} fullWidth />
            </LocalizedInputs>
          ),
        },
        {
          key: 'details',
          label: 'resources.treatments.sections.details',
          fields: ['detailedContent'],
          content: (
            <>
              <LocalizedInputs>
                <TextInput source="detailedContent.whatIsIt" multiline minRows={4} fullWidth />
                <TextInput source="detailedContent.suitability" multiline minRows={3} fullWidth />
                <TextInput source="detailedContent.unsuitability" multiline minRows={3} fullWidth />
                <TextInput source="detailedContent.processingSteps" multiline minRows={3} fullWidth />
                <TextInput source="detailedContent.expertInfo" multiline minRows={3} fullWidth />
              </LocalizedInputs>
              <LocalizedList source="detailedContent.advantages" />
              <LocalizedItemsList source="detailedContent.types" fields={['name', 'description']} headed />
              <LocalizedList source="detailedContent.tableOfContents" />
            </>
          ),
        },
        {
          key: 'process',
          label: 'resources.treatments.sections.process',
          fields: ['benefits', 'process', 'aftercare', 'atAGlance'],
          content: (
            <>
              <LocalizedList source="benefits" />
              <LocalizedItemsList source="process" fields={['title', 'description']} headed />
              <LocalizedList source="aftercare" />
              <Heading label="resources.treatments.fields.atAGlance" />
              <SelectInput source="atAGlance.painLevel" choices={CHOICES.painLevel} />
              <LocalizedInputs>
                <TextInput source="atAGlance.duration" fullWidth />
                <TextInput source="atAGlance.costs" fullWidth />
                <TextInput source="atAGlance.sessions" fullWidth />
              </LocalizedInputs>
            </>
          ),
        },
        {
          key: 'images',
          label: 'resources.treatments.sections.images',
          fields: ['images', 'beforeAfter'],
          content: (
            <>
              <ArrayInput source="images">
                <SimpleFormIterator fullWidth>
                  <ImageRefInput>
                    <LocalizedText source="caption" label="resources.treatments.fields.images.caption" />
                    <BooleanInput source="isHero" label="resources.treatments.fields.images.isHero" />
                  </ImageRefInput>
                </SimpleFormIterator>
              </ArrayInput>
              <ArrayInput source="beforeAfter" helperText="resources.treatments.hints.beforeAfter">
                <SimpleFormIterator fullWidth>
                  <Box sx={{ width: '100%' }}>
                    <Row>
                      <TextInput source="before" label="resources.treatments.fields.beforeAfter.before" sx={{ flex: 1 }} />
                      <TextInput source="after" label="resources.treatments.fields.beforeAfter.after" sx={{ flex: 1 }} />
                    </Row>
                    <LocalizedText source="caption" label="resources.treatments.fields.beforeAfter.caption" />
                  </Box>
                </SimpleFormIterator>
              </ArrayInput>
              <WatchedWarnings<TreatmentInput, typeof BEFORE_AFTER_FIELDS> names={BEFORE_AFTER_FIELDS} check={checkImages} />
            </>
          ),
        },
        {
          key: 'faqs',
          label: 'resources.treatments.sections.faqs',
          fields: ['faqs'],
          content: <LocalizedItemsList source="faqs" fields={['question', 'answer']} />,
        },
        {
          key: 'seo',
          label: 'resources.treatments.sections.seo',
          fields: ['seo'],
          content: (
            <LocalizedInputs>
              <CountedTextInput source="seo.title" max={60} />
              <CountedTextInput source="seo.description" max={160} multiline />
              <TextArrayInput source="seo.keywords" fullWidth />
            </LocalizedInputs>
          ),
        },
      ]}
    />
  );
}

export const TREATMENT_DEFAULTS = {
  category: 'aesthetic',
  priority: 'MEDIUM',
  isSpecialistRequired: false,
  isPopular: false,
  published: true,
  benefits: [],
  process: [],
  aftercare: [],
  images: [],
  faqs: [],
};
