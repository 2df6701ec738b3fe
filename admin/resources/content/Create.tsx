import { ResourceCreate } from '../../components/forms';
import { CONTENT_DEFAULTS, ContentInputs } from './Inputs';

export const ContentCreate = () => (
  <ResourceCreate defaultValues={CONTENT_DEFAULTS}>
    <ContentInputs />
  </ResourceCreate>
);
