import { SingletonEdit } from '../../components/forms';
import { HeroInputs } from './Inputs';

export const HeroEdit = () => (
  <SingletonEdit resource="hero">
    <HeroInputs />
  </SingletonEdit>
);
