/** Progress of running uploads (media library, image inputs), fed by lib/uploads.ts. */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRunningUploads } from '../lib/uploads';

export function UploadProgress() {
  const uploads = useRunningUploads();
  const translate = useTranslate();
  if (!uploads.length) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ width: '100%', my: 1 }}>
      {uploads.map((u) => {
        const percent = Math.round(u.fraction * 100);
        return (
          <Box key={u.id} sx={{ mb: 1 }}>
            <Typography variant="caption">{translate('admin.upload.progress', { name: u.name, percent })}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={u.name} />
          </Box>
        );
      })}
    </Box>
  );
}
