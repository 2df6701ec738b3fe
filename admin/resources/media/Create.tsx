/** Upload an image (multipart with progress, see lib/uploads.ts); the API checks type and size by content. */
import { ResourceCreate } from '../../components/forms';
import { MediaInputs } from './Inputs';

export const MediaCreate = () => (
  <ResourceCreate>
    <MediaInputs kind="create" />
  </ResourceCreate>
);
