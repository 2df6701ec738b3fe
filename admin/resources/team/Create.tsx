import { ResourceCreate } from '../../components/forms';
import { TEAM_DEFAULTS, TeamInputs } from './Inputs';

export const TeamCreate = () => (
  <ResourceCreate defaultValues={TEAM_DEFAULTS}>
    <TeamInputs />
  </ResourceCreate>
);
