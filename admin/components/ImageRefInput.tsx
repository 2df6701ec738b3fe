/**
 * An image reference ({ src, alt, … }): the current image, its address, a photo chosen from the media
 * library or an upload that replaces it (sent to the media library with progress when the form is
 * saved, see lib/uploads.ts), the focal point the site crops around, the alt text in five languages
 * and, optionally, a separate crop for smartphones. Choosing a file fills an empty German alt text with
 * the file name. Variants are not edited here: the API copies them from the media library.
 */
import { useEffect, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ImageField, ImageInput, TextInput, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITS } from '@/contract/common';
import { isPendingFile } from '../lib/schema';
import { FocalPointInput } from './FocalPointInput';
import { LocalizedText } from './LocalizedInputs';
import { MediaPicker } from './MediaPicker';
import { UploadProgress } from './UploadProgress';

export const IMAGE_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
};

/** Choosing a file fills an empty German alt text with the file's name (staff can then improve it). */
export function useAutoAlt(fileSource: string, altSource: string) {
  const sourceContext = useSourceContext();
  const { setValue, getValues } = useFormContext();
  const fileName = sourceContext.getSource(fileSource);
  const altName = sourceContext.getSource(altSource);
  const file = useWatch({ name: fileName }) as unknown;
  useEffect(() => {
    if (isPendingFile(file) && !getValues(altName))
      setValue(altName, file.rawFile.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
  }, [file, altName, getValues, setValue]);
}

/** One file of the reference (the image or its mobile crop): address, library, upload, focal point. */
function ImageFileFields({ source, withAlt }: { source?: string; withAlt: boolean }) {
  const translate = useTranslate();
  const sub = (s: string) => (source ? `${source}.${s}` : s);
  const sourceContext = useSourceContext();
  const [src, file] = useWatch({ name: [sourceContext.getSource(sub('src')), sourceContext.getSource(sub('file'))] }) as [
    string | null,
    unknown,
  ];
  // The picture staff see: the chosen file before it is uploaded, else the stored address.
  const shown = isPendingFile(file) ? (file as { src?: string }).src : src;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <TextInput source={sub('src')} label="admin.image.src" fullWidth helperText={false} />
          <MediaPicker source={source} withAlt={withAlt} />
          <ImageInput
            source={sub('file')}
            label="admin.image.upload"
            accept={IMAGE_ACCEPT}
            maxSize={LIMITS.uploadBytes}
            placeholder={<Typography variant="body2">{translate('admin.image.drop')}</Typography>}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
      </Box>
      {shown && <FocalPointInput source={sub('focus')} image={shown} />}
    </>
  );
}

export function ImageRefInput({ source, label, children }: { source?: string; label?: string; children?: ReactNode }) {
  const translate = useTranslate();
  const sub = (s: string) => (source ? `${source}.${s}` : s);
  const sourceContext = useSourceContext();
  const mobileSrc = useWatch({ name: sourceContext.getSource(sub('mobile.src')) }) as string | null | undefined;
  useAutoAlt(sub('file'), sub('alt.de'));

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      {label && (
        <Typography variant="subtitle2" gutterBottom>
          {translate(label)}
        </Typography>
      )}
      <ImageFileFields source={source} withAlt />
      <UploadProgress />
      <LocalizedText source={sub('alt')} label="admin.image.alt" />
      <Accordion
        disableGutters
        variant="outlined"
        defaultExpanded={!!mobileSrc}
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ mt: 1 }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">{translate('admin.image.mobile')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('admin.image.mobileHint')}
          </Typography>
          <ImageFileFields source={sub('mobile')} withAlt={false} />
        </AccordionDetails>
      </Accordion>
      {children}
    </Box>
  );
}
