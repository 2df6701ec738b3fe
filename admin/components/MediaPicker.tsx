/**
 * "Choose from the media library" for an image reference: a dialog with the library's images, newest
 * first; choosing one takes its address, size and variants (the server copies the variants again on
 * save, src/contract/rules/imageVariants.ts) and fills the alt texts that are still empty with the asset's.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useGetList, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LANGUAGES } from '@/contract/common';
import type { MediaAsset } from '@/contract/entities/media';

/** The smallest variant as a thumbnail (the original may be megabytes), else the file itself. */
export const thumbnailOf = (m: Pick<MediaAsset, 'url' | 'variants'>) =>
  [...m.variants].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url ?? m.url;

/** `source` is the image file's path ("photo", "photo.mobile"; none inside an array item); `withAlt` when it has alt texts to fill. */
export function MediaPicker({ source, withAlt }: { source?: string; withAlt: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const sourceContext = useSourceContext();
  const path = (key: string) => sourceContext.getSource(source ? `${source}.${key}` : key);
  const titleId = `${path('src').replace(/\W/g, '-')}-library`;
  const { setValue, getValues } = useFormContext();
  const { data = [], isPending } = useGetList<MediaAsset>(
    'media',
    { pagination: { page: 1, perPage: 48 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: open },
  );

  const choose = (m: MediaAsset) => {
    const set = (key: string, value: unknown) => setValue(path(key), value, { shouldDirty: true });
    set('src', m.url);
    set('file', null);
    set('width', m.width || null);
    set('height', m.height || null);
    set('variants', m.variants);
    if (withAlt)
      for (const lang of LANGUAGES) if (!getValues(path(`alt.${lang}`)) && m.alt[lang]) set(`alt.${lang}`, m.alt[lang]);
    setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setOpen(true)}>
        {translate('admin.image.library')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('admin.image.libraryTitle')}</DialogTitle>
        <DialogContent>
          {!isPending && !data.length && <Typography>{translate('admin.image.libraryEmpty')}</Typography>}
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {data.map((m) => (
              <li key={m.id}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => choose(m)}
                  data-filename={m.filename}
                  sx={{
                    width: '100%',
                    p: 0,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                    cursor: 'pointer',
                    textAlign: 'left',
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={thumbnailOf(m)}
                    alt=""
                    loading="lazy"
                    sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }}
                  />
                  <Typography variant="caption" component="span" noWrap sx={{ display: 'block', px: 1, py: 0.5 }}>
                    {m.alt?.de || m.filename}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
