import { TextInput } from 'react-admin';
import { LocalizedInputs } from '../../components/LocalizedInputs';

export const BlogCategoryInputs = () => (
  <>
    <TextInput source="slug" helperText="admin.hints.slug" />
    <LocalizedInputs>
      <TextInput source="name" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
    </LocalizedInputs>
  </>
);
