/**
 * An image reference ({ src, alt, … }): the current image, its address, an upload that replaces it
 * (sent to the media library with progress when the form is saved, see lib/uploads.ts) and the alt
 * text in five languages. Choosing a file fills an empty German alt text with the file name.
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, TextInput, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITS } from '@/contract/common';
import { isPendingFile } from '../lib/schema';
import { LocalizedText } from './LocalizedInputs';
import { UploadProgress } from './UploadProgress';

export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'], 'image/avif': ['.avif'] };

/** Choosing a file fills an empty German alt text with the file's name (staff can then improve it). */
export function useAutoAlt(fileSource: string, altSource: string) {
  const sourceContext = useSourceContext();
  const { setValue, getValues } = useFormContext();
  const fileName = sourceContext.getSource(fileSource);
  const altName = sourceContext.getSource(altSource);
  const file = useWatch({ name: fileName }) as unknown;
  useEffect(() => {
    if (isPendingFile(file) && !getValues(altName)) setValue(altName, file.rawFile.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
  }, [file, altName, getValues, setValue]);
}

export function ImageRefInput({ source, label, children }: { source?: string; label?: string; children?: ReactNode }) {
  const translate = useTranslate();
  const sub = (s: string) => (source ? `${source}.${s}` : s);
  const sourceContext = useSourceContext();
  const [src, file] = useWatch({ name: [sourceContext.getSource(sub('src')), sourceContext.getSource(sub('file'))] }) as [string | null, unknown];
  useAutoAlt(sub('file'), sub('alt.de'));

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      {label && <Typography variant="subtitle2" gutterBottom>{translate(label)}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {src && !isPendingFile(file) && (
          <Box component="img" src={src} alt="" sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }} />
        )}
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <TextInput source={sub('src')} label="admin.image.src" fullWidth helperText={false} />
          <ImageInput source={sub('file')} label="admin.image.upload" accept={IMAGE_ACCEPT} maxSize={LIMITS.uploadBytes}
            placeholder={<Typography variant="body2">{translate('admin.image.drop')}</Typography>}>
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
      </Box>
      <UploadProgress />
      <LocalizedText source={sub('alt')} label="admin.image.alt" />
      {children}
    </Box>
  );
}
