/** A blog post: five-language title, excerpt and formatted text, category, cover image, status and publish date. */
import { Stack } from '@mui/material';
import { DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { BlogCategory } from '@/contract/entities/blog';
import { CHOICES } from '../../components/choices';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs } from '../../components/LocalizedInputs';
import { MarkdownInput } from '../../components/MarkdownInput';

export function BlogInputs() {
  return (
    <>
      <LocalizedInputs>
        <TextInput source="title" fullWidth />
        <TextInput source="excerpt" multiline minRows={2} fullWidth />
        <MarkdownInput source="body" />
      </LocalizedInputs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="slug" helperText="admin.hints.slug" sx={{ flex: 1 }} />
        <ReferenceInput source="categoryId" reference="blog-categories">
          <SelectInput optionText={(c: BlogCategory) => c.name?.de ?? c.slug} sx={{ flex: 1 }} />
        </ReferenceInput>
        <TextInput source="author" sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="status" choices={CHOICES.blogStatus} />
        <DateTimeInput source="publishedAt" />
        <NumberInput source="readingMinutes" min={1} max={120} step={1} />
      </Stack>
      <ImageRefInput source="coverImage" label="resources.blog.fields.coverImage" />
    </>
  );
}

export const BLOG_DEFAULTS = { status: 'draft', publishedAt: null, readingMinutes: 3 };
