import { SingletonEdit } from '../../components/forms';
import { SettingsInputs } from './Inputs';

export const SettingsEdit = () => (
  <SingletonEdit resource="settings">
    <SettingsInputs />
  </SingletonEdit>
);
