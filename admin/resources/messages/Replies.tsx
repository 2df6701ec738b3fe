/**
 * Replies to a message: what reception answered before (who, when, what) and the box to
 * answer now. The reply is mailed to the sender in the language they wrote in, with greeting,
 * closing and the practice's contact data around it in that language; it quotes nothing of the
 * message unless staff copy it in.
 */
import { Alert, Box, Button, Paper, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { LIMITS } from '@/contract/common';
import type { ContactMessage } from '@/contract/entities/contact';
import type { AdminDataProvider } from '../../dataProvider';
import { intlLocale } from '../../components/fields';

function History({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (!message.history?.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.messages.noReplies')}
      </Typography>
    );
  return (
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
      aria-label={translate('admin.messages.history')}
    >
      {message.history.map((reply) => (
        <Box component="li" key={reply.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('admin.messages.repliedBy', {
              name: reply.by,
              time: when(reply.at),
              language: translate(`admin.choices.language.${reply.language}`),
            })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export function MessageReplies() {
  const message = useRecordContext<ContactMessage>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!message) return null;
  const language = translate(`admin.choices.language.${message.language ?? 'de'}`);

  async function send() {
    setSending(true);
    try {
      await dataProvider.replyToMessage(message!.id, text);
      setText('');
      notify('admin.messages.replySent', { type: 'success', messageArgs: { email: message!.email } });
      refresh();
    } catch (err) {
      notify((err as Error).message || 'error.generic', { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }} component="section" aria-labelledby="message-replies">
      <Typography variant="subtitle1" id="message-replies" sx={{ mb: 1 }}>
        {translate('admin.messages.replies')}
      </Typography>
      <History message={message} />
      <MuiTextField
        label={translate('admin.messages.reply')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={5}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.text } }}
      />
      <Alert severity="info" sx={{ my: 1.5 }}>
        {translate('admin.messages.replyHint', { email: message.email, language })}
      </Alert>
      <Button variant="contained" startIcon={<SendIcon />} disabled={sending || !text.trim()} onClick={() => void send()}>
        {translate('admin.messages.sendReply')}
      </Button>
    </Paper>
  );
}
