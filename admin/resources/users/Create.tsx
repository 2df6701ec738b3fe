/** Inviting a colleague: the API creates the account as "invited" and mails the registration link. */
import { useNotify, useRedirect } from 'react-admin';
import { ResourceCreate } from '../../components/forms';
import { UserInputs } from './Inputs';

export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <ResourceCreate
      defaultValues={{ role: 'editor' }}
      mutationOptions={{
        onSuccess: () => {
          notify('admin.users.invited', { type: 'success' });
          redirect('list', 'users');
        },
      }}
    >
      <UserInputs kind="create" />
    </ResourceCreate>
  );
}
