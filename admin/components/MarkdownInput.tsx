/**
 * The formatted-text editor of blog posts, pages and content blocks: a Markdown textarea with a live
 * preview of the safe subset the site renders (paragraphs, ## headings, lists, **bold**, *italic*,
 * links), parsed as the site parses it. The preview builds React elements, never raw HTML.
 */
import { useState } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TextInput, useSourceContext, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LocalizedInputs } from './LocalizedInputs';
import { InlineMarkdown, type MarkdownLink } from '@/lib/InlineMarkdown';
import { parseMarkdown, type InlineNode } from '@/lib/markdown';

/** Every link of the preview opens in a new tab: the editor's unsaved text stays open. */
const NewTabLink: MarkdownLink = ({ href, children }) => (
  <a href={href} target="_blank" rel="noreferrer noopener">
    {children}
  </a>
);

const Inline = ({ nodes }: { nodes: InlineNode[] }) => <InlineMarkdown nodes={nodes} Link={NewTabLink} />;

/** The text as the site will show it: parsed by the site's own parser (src/lib/markdown.ts), never as HTML. */
export function MarkdownPreview({ text }: { text: string }) {
  return parseMarkdown(text).map((block, i) => {
    switch (block.type) {
      case 'heading':
        return (
          <Typography key={i} variant={block.level === 2 ? 'h6' : 'subtitle1'} gutterBottom>
            <Inline nodes={block.children} />
          </Typography>
        );
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag key={i} start={block.ordered && block.start !== 1 ? block.start : undefined}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline nodes={item} />
              </li>
            ))}
          </Tag>
        );
      }
      case 'paragraph':
        return (
          <Typography key={i} variant="body2" sx={{ mb: 1.5 }}>
            <Inline nodes={block.children} />
          </Typography>
        );
    }
  });
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

/** A title and a formatted body in every language: a legal or other page, a content block. */
export const LocalizedTitleAndBody = () => (
  <LocalizedInputs>
    <TextInput source="title" fullWidth />
    <MarkdownInput source="body" />
  </LocalizedInputs>
);
