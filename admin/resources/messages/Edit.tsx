import { ResourceEdit } from '../../components/forms';
import { MessageInputs } from './Inputs';

export const MessageEdit = () => (
  <ResourceEdit>
    <MessageInputs />
  </ResourceEdit>
);
