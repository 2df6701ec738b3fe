/**
 * The focal point of an image reference ({ x, y } in %): the site crops photos around it (object-position),
 * so a portrait keeps the face in every box. Staff click the point on the picture or type the two numbers;
 * small previews show the crops the site uses (portrait 4:5, hero 16:9, room 4:3, see
 * src/site/components/ResponsiveImage/imageUses.ts). Choosing another file clears the point.
 */
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { NumberInput, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FocalPoint } from '@/contract/common';

const CROPS = [
  { ratio: '4 / 5', label: 'admin.image.cropPortrait' },
  { ratio: '16 / 9', label: 'admin.image.cropWide' },
  { ratio: '4 / 3', label: 'admin.image.cropRoom' },
];
const clampPercent = (n: number) => Math.round(Math.min(100, Math.max(0, n)));

/** `source` is the focal point's path (e.g. "photo.focus"); `image` the address the picture shows. */
export function FocalPointInput({ source, image }: { source: string; image: string }) {
  const translate = useTranslate();
  const sourceContext = useSourceContext();
  const name = sourceContext.getSource(source);
  const { setValue } = useFormContext();
  const focus = useWatch({ name }) as Partial<FocalPoint> | null | undefined;
  const x = typeof focus?.x === 'number' ? focus.x : 50;
  const y = typeof focus?.y === 'number' ? focus.y : 50;

  // Each number field owns its value (react-admin's NumberInput), so both are set, never the object.
  const set = useCallback(
    (point: FocalPoint | null) => {
      setValue(`${name}.x`, point?.x ?? null, { shouldDirty: true });
      setValue(`${name}.y`, point?.y ?? null, { shouldDirty: true });
    },
    [name, setValue],
  );

  // A new picture has its own subject: the old point would crop it somewhere arbitrary.
  const shown = useRef(image);
  useEffect(() => {
    if (shown.current !== image && shown.current) set(null);
    shown.current = image;
  }, [image, set]);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };

  return (
    <Box sx={{ mt: 1 }} data-testid="focal-point">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('admin.image.focusHint')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* Clicking is a shortcut for pointer users; the number fields below do the same from the keyboard. */}
        <Box
          component="button"
          type="button"
          onClick={pick}
          tabIndex={-1}
          aria-hidden="true"
          sx={{
            position: 'relative',
            p: 0,
            border: 0,
            cursor: 'crosshair',
            lineHeight: 0,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Box component="img" src={image} alt="" sx={{ display: 'block', maxWidth: 280, maxHeight: 240 }} />
          <Box
            sx={{
              position: 'absolute',
              left: `${x}%`,
              top: `${y}%`,
              width: 22,
              height: 22,
              ml: '-11px',
              mt: '-11px',
              border: '3px solid #fff',
              borderRadius: '50%',
              boxShadow: '0 0 0 2px rgba(0,0,0,.6)',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            {(['x', 'y'] as const).map((axis) => (
              <NumberInput
                key={axis}
                source={`${source}.${axis}`}
                label={`admin.image.focus${axis.toUpperCase()}`}
                min={0}
                max={100}
                step={1}
                helperText={false}
                sx={{ width: 200 }}
              />
            ))}
          </Stack>
          {typeof focus?.x === 'number' && (
            <Button size="small" onClick={() => set(null)} sx={{ alignSelf: 'flex-start' }}>
              {translate('admin.image.focusReset')}
            </Button>
          )}
          <Stack direction="row" spacing={1} aria-label={translate('admin.image.crops')} role="group">
            {CROPS.map((c) => (
              <Box key={c.ratio} sx={{ textAlign: 'center' }}>
                <Box
                  component="img"
                  src={image}
                  alt=""
                  sx={{
                    display: 'block',
                    height: 72,
                    aspectRatio: c.ratio,
                    objectFit: 'cover',
                    objectPosition: `${x}% ${y}%`,
                    borderRadius: 0.5,
                    bgcolor: 'grey.100',
                  }}
                />
                <Typography variant="caption">{translate(c.label)}</Typography>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
