/** A small key → value editor for record fields (the booking link's tracking parameters). */
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate } from 'react-admin';

export function KeyValueInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const entries = Object.entries((field.value ?? {}) as Record<string, string>);
  const write = (next: [string, string][]) => field.onChange(Object.fromEntries(next));
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(label)}
      </Typography>
      <Stack spacing={1}>
        {entries.map(([key, value], i) => (
          <Stack key={i} direction="row" spacing={1}>
            <TextField
              size="small"
              label={translate('admin.keyValue.key')}
              value={key}
              onChange={(e) => write(entries.map((x, j) => (j === i ? [e.target.value.toLowerCase(), x[1]] : x)))}
            />
            <TextField
              size="small"
              label={translate('admin.keyValue.value')}
              value={value}
              sx={{ flex: 1 }}
              onChange={(e) => write(entries.map((x, j) => (j === i ? [x[0], e.target.value] : x)))}
            />
            <IconButton aria-label={translate('ra.action.remove')} onClick={() => write(entries.filter((_x, j) => j !== i))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => write([...entries, ['', '']])}>
        {translate('ra.action.add')}
      </Button>
      {fieldState.error && (
        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
          {translate('validation.invalid')}
        </Typography>
      )}
    </Box>
  );
}
