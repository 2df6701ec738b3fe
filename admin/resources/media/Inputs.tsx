/** Media: the alt text in five languages (create adds the file; the file itself is replaced by a new upload). */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import { LIMITS } from '@/contract/common';
import type { MediaAsset } from '@/contract/entities/media';
import { IMAGE_ACCEPT, useAutoAlt } from '../../components/ImageRefInput';
import { LocalizedText } from '../../components/LocalizedInputs';
import { UploadProgress } from '../../components/UploadProgress';

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

function MediaFacts() {
  const record = useRecordContext<MediaAsset>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2 }}>
      <Box
        component="img"
        src={record.url}
        alt={record.alt?.de ?? ''}
        sx={{ maxWidth: 320, maxHeight: 240, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
      />
      <Box>
        <Typography variant="subtitle1">{record.filename}</Typography>
        <Typography variant="body2" color="text.secondary">
          {record.contentType} · {formatBytes(record.size)}
          {record.width ? ` · ${translate('admin.media.dimensions', { width: record.width, height: record.height })}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {record.url}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('resources.media.fields.usedIn')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="used-in">
          {record.usedIn?.length ? (
            record.usedIn.map((u) => <Chip key={u} label={u} size="small" />)
          ) : (
            <Typography variant="body2">{translate('admin.media.notUsed')}</Typography>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

function AutoAlt() {
  useAutoAlt('file', 'alt.de');
  return null;
}

export function MediaInputs({ kind }: { kind: 'create' | 'update' }) {
  return (
    <>
      {kind === 'create' ? (
        <>
          <ImageInput source="file" accept={IMAGE_ACCEPT} maxSize={LIMITS.uploadBytes} placeholder={<UploadHint />}>
            <ImageField source="src" title="title" />
          </ImageInput>
          <UploadProgress />
          <AutoAlt />
        </>
      ) : (
        <MediaFacts />
      )}
      <LocalizedText source="alt" />
    </>
  );
}

function UploadHint() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('admin.image.drop')}</Typography>;
}
