/** The about page: title, introduction, philosophy, equipment, values and an image. */
import { TextInput } from 'react-admin';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs, LocalizedItemsList } from '../../components/LocalizedInputs';
import { MarkdownInput } from '../../components/MarkdownInput';

export const AboutInputs = () => (
  <>
    <LocalizedInputs>
      <TextInput source="title" fullWidth />
      <MarkdownInput source="intro" />
      <MarkdownInput source="philosophy" />
      <MarkdownInput source="equipment" />
    </LocalizedInputs>
    <LocalizedItemsList source="values" fields={['title', 'text']} minRows={2} headed />
    <ImageRefInput source="image" label="resources.about.fields.image" />
  </>
);
