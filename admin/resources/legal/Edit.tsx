import { SingletonEdit } from '../../components/forms';
import { LegalInputs } from './Inputs';

export const LegalEdit = () => (
  <SingletonEdit resource="legal">
    <LegalInputs />
  </SingletonEdit>
);
