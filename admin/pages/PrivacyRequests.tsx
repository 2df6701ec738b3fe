/**
 * Datenschutz-Anfragen (Art. 15 and 17 GDPR), admins only: everything stored about an
 * e-mail address as one ZIP, or erased everywhere. Erasing cannot be undone, so it asks for the
 * address a second time in a dialog and shows a receipt of kinds and counts (no address, no
 * content: it may be kept as proof that the request was answered). Both steps land in the audit log.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Screen } from '../components/Screen';
import { Email } from '@/contract/common';
import { PRIVACY_KINDS, type ErasureReceipt } from '@/contract/entities/privacy';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Receipt({ receipt }: { receipt: ErasureReceipt }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Date(receipt.erasedAt).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3, maxWidth: 640 }} role="status" aria-labelledby="erasure-receipt">
      <Typography id="erasure-receipt" variant="h6" component="h2">
        {translate('admin.privacy.receiptTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.privacy.receiptAt', { at: when })}
      </Typography>
      <Table size="small" aria-label={translate('admin.privacy.receiptTitle')}>
        <TableBody>
          {PRIVACY_KINDS.map((kind) => (
            <TableRow key={kind}>
              <TableCell>{translate(`admin.privacy.kinds.${kind}`)}</TableCell>
              <TableCell align="right">
                {receipt.kept[kind] !== undefined
                  ? translate('admin.privacy.kept', { count: receipt.kept[kind] })
                  : receipt.removed[kind]}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {receipt.kept.consentLog !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('admin.privacy.keptHint')}
        </Typography>
      )}
    </Paper>
  );
}

export function PrivacyRequests() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [repeated, setRepeated] = useState('');
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);
  const valid = Email.safeParse(email.trim()).success;

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const exportData = (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!valid) return;
    void run(async () => {
      await dataProvider.privacyExport(email.trim());
      notify('admin.privacy.exported', { type: 'success' });
    });
  };
  const erase = () =>
    run(async () => {
      const result = await dataProvider.privacyErase(email.trim());
      setConfirming(false);
      setRepeated('');
      setEmail('');
      setTouched(false);
      setReceipt(result);
      notify('admin.privacy.erased', { type: 'success' });
    });

  return (
    <Screen title="admin.privacy.title" intro="admin.privacy.intro">
      <Box component="form" onSubmit={exportData} noValidate sx={{ maxWidth: 640 }}>
        <TextField
          label={translate('admin.privacy.email')}
          type="email"
          autoComplete="off"
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid}
          helperText={touched && !valid ? translate('admin.privacy.invalidEmail') : translate('admin.privacy.emailHint')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
            {translate('admin.privacy.export')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverIcon />}
            disabled={busy}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => {
              setTouched(true);
              if (valid) setConfirming(true);
            }}
          >
            {translate('admin.privacy.erase')}
          </Button>
        </Stack>
      </Box>
      {receipt && <Receipt receipt={receipt} />}
      <Alert severity="info" sx={{ mt: 3, maxWidth: '70ch' }}>
        {translate('admin.privacy.auditHint')}
      </Alert>
      <Dialog open={confirming} onClose={() => !busy && setConfirming(false)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{translate('admin.privacy.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('admin.privacy.confirmText')}</DialogContentText>
          <TextField
            label={translate('admin.privacy.repeatEmail')}
            type="email"
            autoComplete="off"
            fullWidth
            autoFocus
            value={repeated}
            onChange={(e) => setRepeated(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={erase} disabled={busy || !same(repeated, email)}>
            {translate('admin.privacy.confirmErase')}
          </Button>
        </DialogActions>
      </Dialog>
    </Screen>
  );
}
