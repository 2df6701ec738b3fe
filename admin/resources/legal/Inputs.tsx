/**
 * The practice's legal facts: what the legal notice, the privacy policy, the accessibility
 * statement and the review block are generated from. Facts the pages require but the record lacks are
 * listed at the top: the public pages leave them out until they are entered (and the launch
 * checklist lists them).
 */
import { Alert, AlertTitle, Stack } from '@mui/material';
import { ArrayInput, DateInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LegalFacts } from '@/contract/entities/legal';
import { missingLegalFacts } from '@/contract/rules/legal';
import { Heading } from '../../components/forms';
import { LocalizedInputs, LocalizedText } from '../../components/LocalizedInputs';

const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

/** Optional texts of the contract are '' when empty, never null (react-admin's default for a cleared input). */
const keepEmpty = (v: string | null) => v ?? '';

const STATUS_CHOICES = [
  { id: 'full', name: 'resources.legal.status.full' },
  { id: 'partial', name: 'resources.legal.status.partial' },
  { id: 'none', name: 'resources.legal.status.none' },
];

/** The required facts still missing, named by their labels; staff only (the public page omits them). */
function MissingFacts() {
  const translate = useTranslate();
  const values = useWatch() as LegalFacts;
  let missing: string[] = [];
  try {
    missing = missingLegalFacts(values);
  } catch {
    return null; // the record is still loading
  }
  if (!missing.length)
    return (
      <Alert severity="success" data-testid="legal-complete" sx={{ mb: 2, width: '100%' }}>
        {translate('resources.legal.complete')}
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="legal-missing" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>{translate('resources.legal.missingTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {missing.map((key) => (
          <li key={key}>{translate(`resources.legal.fields.${key}`)}</li>
        ))}
      </ul>
    </Alert>
  );
}

function Institution({ source }: { source: string }) {
  return (
    <>
      <LocalizedText source={`${source}.name`} label="resources.legal.fields.name" />
      <Row>
        <TextInput source={`${source}.address`} label="resources.legal.fields.address" parse={keepEmpty} sx={{ flex: 2 }} />
        <TextInput source={`${source}.url`} label="resources.legal.fields.url" parse={keepEmpty} sx={{ flex: 1 }} />
      </Row>
    </>
  );
}

export const LegalInputs = () => (
  <>
    <MissingFacts />
    <Heading label="resources.legal.sections.imprint" />
    <LocalizedText source="legalForm" helperText="resources.legal.hints.legalForm" />
    <TextInput source="registerCourt" parse={keepEmpty} helperText="resources.legal.hints.registerCourt" fullWidth />
    <TextInput source="representatives" parse={keepEmpty} fullWidth />
    <TextInput source="contentResponsible" parse={keepEmpty} fullWidth />
    <LocalizedInputs>
      <TextInput source="professionalTitle" fullWidth />
      <TextInput source="titleAwardedIn" fullWidth />
    </LocalizedInputs>
    <Heading label="resources.legal.fields.chamber" />
    <Institution source="chamber" />
    <Heading label="resources.legal.fields.kzv" />
    <Institution source="kzv" />
    <Heading label="resources.legal.fields.professionalRules" />
    <ArrayInput source="professionalRules" label="">
      <SimpleFormIterator fullWidth>
        <LocalizedText source="name" label="resources.legal.fields.ruleName" />
        <TextInput source="url" parse={keepEmpty} label="resources.legal.fields.ruleUrl" fullWidth />
      </SimpleFormIterator>
    </ArrayInput>
    <Heading label="resources.legal.fields.liabilityInsurer" />
    <Row>
      <TextInput source="liabilityInsurer.name" parse={keepEmpty} sx={{ flex: 1 }} />
      <TextInput source="liabilityInsurer.address" parse={keepEmpty} sx={{ flex: 2 }} />
    </Row>
    <LocalizedText source="liabilityInsurer.areaOfCover" />
    <LocalizedText source="imprintNotes" multiline helperText="resources.legal.hints.notes" />

    <Heading label="resources.legal.sections.privacy" />
    <TextInput
      source="dataProtectionOfficer"
      parse={keepEmpty}
      fullWidth
      helperText="resources.legal.hints.dataProtectionOfficer"
    />
    <Row>
      <TextInput source="hostingProvider.name" parse={keepEmpty} sx={{ flex: 1 }} />
      <TextInput source="hostingProvider.address" parse={keepEmpty} sx={{ flex: 2 }} />
    </Row>
    <Row>
      <TextInput source="smtpProvider.name" parse={keepEmpty} sx={{ flex: 1 }} />
      <TextInput source="smtpProvider.address" parse={keepEmpty} sx={{ flex: 2 }} />
    </Row>
    <Heading label="resources.legal.fields.supervisoryAuthority" />
    <Institution source="supervisoryAuthority" />
    <LocalizedText source="privacyNotes" multiline helperText="resources.legal.hints.notes" />

    <Heading label="resources.legal.sections.accessibility" />
    <Row>
      <SelectInput source="accessibility.status" choices={STATUS_CHOICES} sx={{ flex: 1 }} />
      <DateInput source="accessibility.reviewedOn" parse={keepEmpty} sx={{ flex: 1 }} />
    </Row>
    <LocalizedText source="accessibility.limitations" multiline />
    <Heading label="resources.legal.fields.accessibility.enforcementBody" />
    <Institution source="accessibility.enforcementBody" />

    <Heading label="resources.legal.sections.reviews" />
    <LocalizedText source="reviewVerification" multiline helperText="resources.legal.hints.reviewVerification" />
  </>
);
