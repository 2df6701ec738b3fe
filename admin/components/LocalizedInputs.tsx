/**
 * Five-language editing of Localized fields (de, en, fr, es, ru) with react-admin's TranslatableInputs.
 * Each language tab shows whether that language is filled (all fields of the group, some, none) and
 * turns red when one of its fields is invalid; German is marked as required (the contract's rule).
 *
 * Inside an ArrayInput whose items are themselves Localized values (e.g. a treatment's benefits), the
 * child input uses source={SELF}: it then edits `<array>.<index>.<lang>`.
 */
import { Children, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { Tab, Tabs, type TabProps } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import {
  ArrayInput,
  SimpleFormIterator,
  SourceContextProvider,
  TextInput,
  TranslatableInputs,
  useFormGroup,
  useResourceContext,
  useSourceContext,
  useTranslatableContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@/contract/common';
import { checkWording } from '@/contract/rules/healthAdvertising';
import { isBlank } from '../lib/schema';
import { Heading } from './forms';
import { WatchedWarnings } from './WordingWarnings';

export const SELF = '$self';
type FillState = 'full' | 'partial' | 'empty';

/** Resolves SELF to the enclosing array item, so an item that is a Localized value can be edited. */
function SelfSource({ children }: { children: ReactNode }) {
  const parent = useSourceContext();
  const value = useMemo(
    () => ({
      getSource: (s: string) =>
        s === SELF
          ? parent.getSource('')
          : s.startsWith(`${SELF}.`)
            ? `${parent.getSource('')}.${s.slice(SELF.length + 1)}`
            : parent.getSource(s),
      getLabel: (s: string) => parent.getLabel(s.startsWith(SELF) ? s.slice(SELF.length + 1) : s),
    }),
    [parent],
  );
  return <SourceContextProvider value={value}>{children}</SourceContextProvider>;
}

function LocaleTab({ locale, groupKey, state, ...rest }: TabProps & { locale: string; groupKey: string; state: FillState }) {
  const translate = useTranslate();
  const { isValid } = useFormGroup(`${groupKey}${locale}`);
  const Icon = state === 'full' ? CheckCircleIcon : state === 'partial' ? TimelapseIcon : RadioButtonUncheckedIcon;
  const required = locale === DEFAULT_LANGUAGE;
  return (
    <Tab
      {...rest}
      id={`translatable-header-${groupKey}${locale}`}
      aria-label={`${translate(`admin.languages.${locale}`)}: ${translate(`admin.localized.${state}`)}${required ? ` (${translate('admin.localized.required')})` : ''}`}
      data-fill={state}
      icon={<Icon fontSize="inherit" color={!isValid ? 'error' : state === 'full' ? 'success' : 'disabled'} />}
      iconPosition="end"
      label={`${locale.toUpperCase()}${required ? '*' : ''}`}
      sx={{ minHeight: 36, minWidth: 64, py: 0.5, fontSize: '0.8em', ...(isValid ? {} : { color: 'error.main' }) }}
    />
  );
}

function LocaleTabs({ sources, groupKey }: { sources: string[]; groupKey: string }) {
  const { locales, selectedLocale, selectLocale } = useTranslatableContext();
  const sourceContext = useSourceContext();
  const names = locales.flatMap((l) => sources.map((s) => sourceContext.getSource(`${s}.${l}`)));
  const values: unknown[] = useWatch({ name: names });
  const state = (index: number): FillState => {
    const slice = values.slice(index * sources.length, (index + 1) * sources.length);
    const filled = slice.filter((v) => !isBlank(v)).length;
    return filled === sources.length ? 'full' : filled === 0 ? 'empty' : 'partial';
  };
  return (
    <Tabs
      value={selectedLocale}
      onChange={(_e, locale: string) => selectLocale(locale)}
      variant="scrollable"
      sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
    >
      {locales.map((locale, i) => (
        <LocaleTab key={locale} value={locale} locale={locale} groupKey={groupKey} state={state(i)} />
      ))}
    </Tabs>
  );
}

const sourcesOf = (children: ReactNode): string[] =>
  Children.toArray(children)
    .filter((c): c is ReactElement<{ source?: string }> => isValidElement(c))
    .map((c) => c.props.source)
    .filter((s): s is string => !!s);

/** The watched values come language by language, `sourceCount` of each (WordingCheck's names). */
const checkValues = (sourceCount: number) => (values: unknown[]) =>
  values.flatMap((v, i) =>
    typeof v === 'string' ? checkWording(v, LANGUAGES[Math.floor(i / sourceCount)] as LanguageCode) : [],
  );

/** The health-advertising warnings of the group's texts in every language. */
function WordingCheck({ sources }: { sources: string[] }) {
  const context = useSourceContext();
  const names = LANGUAGES.flatMap((l) => sources.map((s) => context.getSource(`${s}.${l}`)));
  const check = useMemo(() => checkValues(sources.length), [sources.length]);
  return <WatchedWarnings names={names} check={check} />;
}

/**
 * Several Localized fields edited together, one tab per language. Below them, the wording guard
 * warns about phrases health-advertising law flags, in any language (never blocks saving).
 */
export function LocalizedInputs({ children }: { children: ReactNode }) {
  const sources = sourcesOf(children);
  const parent = useSourceContext();
  const groupKey = `${parent.getSource(sources[0] === SELF ? '' : sources[0])}-`;
  return (
    <SelfSource>
      <TranslatableInputs
        locales={[...LANGUAGES]}
        defaultLocale={DEFAULT_LANGUAGE}
        groupKey={groupKey}
        fullWidth
        selector={<LocaleTabs sources={sources} groupKey={groupKey} />}
      >
        {children}
      </TranslatableInputs>
      <WordingCheck sources={sources} />
    </SelfSource>
  );
}

interface LocalizedTextProps {
  source: string;
  label?: string;
  multiline?: boolean;
  minRows?: number;
  helperText?: string;
}

/** One Localized text in five languages. */
export const LocalizedText = ({ source, label, multiline, minRows = 3, helperText }: LocalizedTextProps) => (
  <LocalizedInputs>
    <TextInput
      source={source}
      label={label}
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      helperText={helperText}
      fullWidth
    />
  </LocalizedInputs>
);

/** react-admin's label of a field of the current resource: `resources.<resource>.fields.<source>`. */
const useFieldLabel = (source: string) => `resources.${useResourceContext()}.fields.${source}`;

/**
 * A list of Localized texts (benefits, aftercare, education…) under a heading, the field's label,
 * which also names each item: each item edited in five languages.
 */
export function LocalizedList({ source }: { source: string }) {
  const label = useFieldLabel(source);
  return (
    <>
      <Heading label={label} />
      <ArrayInput source={source} label="">
        <SimpleFormIterator fullWidth disableReordering={false} getItemLabel={(i) => `${i + 1}.`}>
          <LocalizedInputs>
            <TextInput source={SELF} label={label} fullWidth />
          </LocalizedInputs>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/**
 * A list of items each with a short and a longer text in every language (a treatment's types and
 * process steps and its FAQs, the practice's values): `fields` names the two, each labelled as
 * `<field label>.<name>`. `headed` puts the list under a heading, the field's label, instead of
 * labelling the list itself.
 */
export function LocalizedItemsList({
  source,
  fields: [short, long],
  headed = false,
  minRows = 3,
}: {
  source: string;
  fields: [string, string];
  headed?: boolean;
  minRows?: number;
}) {
  const label = useFieldLabel(source);
  return (
    <>
      {headed && <Heading label={label} />}
      <ArrayInput source={source} label={headed ? '' : undefined}>
        <SimpleFormIterator fullWidth>
          <LocalizedInputs>
            <TextInput source={short} label={`${label}.${short}`} fullWidth />
            <TextInput source={long} label={`${label}.${long}`} multiline minRows={minRows} fullWidth />
          </LocalizedInputs>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
