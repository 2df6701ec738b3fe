/**
 * The German source as it is now, with what changed since the version a translation was made
 * from: added words marked, removed words struck through (word diff of jsdiff).
 */
import { Box } from '@mui/material';
import { diffWordsWithSpace } from 'diff';
import { useTranslate } from 'react-admin';

export function SourceDiff({ then, now }: { then?: string; now: string }) {
  const translate = useTranslate();
  if (then === undefined) return <Box sx={{ whiteSpace: 'pre-wrap' }}>{now}</Box>;
  return (
    <Box sx={{ whiteSpace: 'pre-wrap' }} data-testid="source-diff">
      {diffWordsWithSpace(then, now).map((part, i) =>
        part.added ? (
          <Box
            key={i}
            component="ins"
            title={translate('admin.cockpit.added')}
            sx={{ bgcolor: 'success.light', color: 'success.contrastText', textDecoration: 'none', px: 0.25, borderRadius: 0.5 }}
          >
            {part.value}
          </Box>
        ) : part.removed ? (
          <Box
            key={i}
            component="del"
            title={translate('admin.cockpit.removed')}
            sx={{ bgcolor: 'error.light', color: 'error.contrastText', px: 0.25, borderRadius: 0.5 }}
          >
            {part.value}
          </Box>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Box>
  );
}
