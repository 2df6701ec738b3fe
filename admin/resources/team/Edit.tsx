import { ResourceEdit } from '../../components/forms';
import { TeamInputs } from './Inputs';

export const TeamEdit = () => (
  <ResourceEdit>
    <TeamInputs />
  </ResourceEdit>
);
