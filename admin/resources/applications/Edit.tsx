import { ConfirmDeleteToolbar, ResourceEdit } from '../../components/forms';
import { ApplicationInputs } from './Inputs';

export const ApplicationEdit = () => (
  <ResourceEdit toolbar={<ConfirmDeleteToolbar />}>
    <ApplicationInputs />
  </ResourceEdit>
);
