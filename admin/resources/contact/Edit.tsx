import { SingletonEdit } from '../../components/forms';
import { ContactInputs } from './Inputs';

export const ContactEdit = () => (
  <SingletonEdit resource="contact">
    <ContactInputs />
  </SingletonEdit>
);
