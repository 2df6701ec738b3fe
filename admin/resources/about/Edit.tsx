import { SingletonEdit } from '../../components/forms';
import { AboutInputs } from './Inputs';

export const AboutEdit = () => (
  <SingletonEdit resource="about">
    <AboutInputs />
  </SingletonEdit>
);
