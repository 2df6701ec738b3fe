/**
 * The formatted-text editor of blog posts, pages and content blocks: a Markdown textarea with a live
 * preview of the safe subset the site renders (paragraphs, ## headings, lists, **bold**, *italic*,
 * links). The preview builds React elements, never raw HTML.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TextInput, useSourceContext, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(((?:https?:\/\/|\/)[^\s)]*)\)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${key}-${m.index}`;
    if (m[1]) out.push(<strong key={k}>{m[1]}</strong>);
    else if (m[2]) out.push(<em key={k}>{m[2]}</em>);
    else
      out.push(
        <a key={k} href={m[4]} target="_blank" rel="noreferrer noopener">
          {m[3]}
        </a>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function MarkdownPreview({ text }: { text: string }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        const heading = /^(#{2,4})\s+(.*)$/.exec(block);
        if (heading)
          return (
            <Typography key={key} variant={heading[1].length === 2 ? 'h6' : 'subtitle1'} gutterBottom>
              {inline(heading[2], key)}
            </Typography>
          );
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*([-*]|\d+\.)\s+/.test(l))) {
          const ordered = /^\s*\d+\./.test(lines[0]);
          const Tag = ordered ? 'ol' : 'ul';
          return (
            <Tag key={key}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*([-*]|\d+\.)\s+/, ''), `${key}-${j}`)}</li>
              ))}
            </Tag>
          );
        }
        return (
          <Typography key={key} variant="body2" sx={{ mb: 1.5 }}>
            {lines.map((l, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {inline(l, `${key}-${j}`)}
              </Fragment>
            ))}
          </Typography>
        );
      })}
    </>
  );
}

export function MarkdownInput(props: TextInputProps) {
  const translate = useTranslate();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const name = useSourceContext().getSource(props.source);
  const value = (useWatch({ name }) as string | null) ?? '';
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_e, m) => m && setMode(m)} sx={{ mb: 1 }}>
        <ToggleButton value="edit">{translate('admin.markdown.edit')}</ToggleButton>
        <ToggleButton value="preview">{translate('admin.markdown.preview')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: mode === 'edit' ? 'block' : 'none' }}>
        <TextInput multiline minRows={8} fullWidth helperText="admin.markdown.hint" {...props} />
      </Box>
      {mode === 'preview' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="markdown-preview">
          {value ? (
            <MarkdownPreview text={value} />
          ) : (
            <Typography color="text.secondary">{translate('admin.markdown.empty')}</Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
