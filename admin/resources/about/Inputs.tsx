/** The about page: title, introduction, philosophy, equipment, values and an image. */
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { Heading } from '../../components/forms';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs } from '../../components/LocalizedInputs';
import { MarkdownInput } from '../../components/MarkdownInput';

export const AboutInputs = () => (
  <>
    <LocalizedInputs>
      <TextInput source="title" fullWidth />
      <MarkdownInput source="intro" />
      <MarkdownInput source="philosophy" />
      <MarkdownInput source="equipment" />
    </LocalizedInputs>
    <Heading label="resources.about.fields.values" />
    <ArrayInput source="values" label="">
      <SimpleFormIterator fullWidth>
        <LocalizedInputs>
          <TextInput source="title" label="resources.about.fields.values.title" fullWidth />
          <TextInput source="text" label="resources.about.fields.values.text" multiline minRows={2} fullWidth />
        </LocalizedInputs>
      </SimpleFormIterator>
    </ArrayInput>
    <ImageRefInput source="image" label="resources.about.fields.image" />
  </>
);
