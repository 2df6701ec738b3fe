/**
 * The doctor intro of the homepage ("hero"). Its stored button label (ctaLabel) is not offered: the
 * booking buttons use one fixed vocabulary everywhere, each labelled for what it is (src/site/components/BookingActions).
 */
import { TextInput } from 'react-admin';
import { ImageRefInput } from '../../components/ImageRefInput';
import { LocalizedInputs } from '../../components/LocalizedInputs';

export const HeroInputs = () => (
  <>
    <TextInput source="doctorName" fullWidth />
    <LocalizedInputs>
      <TextInput source="doctorTitle" fullWidth />
      <TextInput source="headline" fullWidth />
      <TextInput source="text" multiline minRows={5} fullWidth />
    </LocalizedInputs>
    <ImageRefInput source="photo" label="resources.hero.fields.photo" />
  </>
);
