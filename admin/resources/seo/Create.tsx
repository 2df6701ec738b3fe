import { ResourceCreate } from '../../components/forms';
import { SEO_DEFAULTS, SeoInputs } from './Inputs';

export const SeoCreate = () => (
  <ResourceCreate defaultValues={SEO_DEFAULTS}>
    <SeoInputs />
  </ResourceCreate>
);
