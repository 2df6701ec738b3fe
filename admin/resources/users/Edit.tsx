/** Edit a staff account; the deactivate button saves at once, deletion asks first. */
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, DeleteButton, SaveButton, Toolbar, useGetIdentity, useRecordContext, useUpdate } from 'react-admin';
import type { StaffUser } from '@/contract/entities/staffUser';
import { ResourceEdit } from '../../components/forms';
import { UserInputs } from './Inputs';
import { SignInAttemptsNotice } from './SignInAttempts';

function DeactivateButton() {
  const record = useRecordContext<StaffUser>();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate();
  if (!record || record.id === identity?.id || record.status === 'invited') return null;
  const next = record.status === 'deactivated' ? 'active' : 'deactivated';
  return (
    <Button
      label={next === 'deactivated' ? 'admin.users.deactivate' : 'admin.users.activate'}
      disabled={isPending}
      color={next === 'deactivated' ? 'warning' : 'success'}
      onClick={() =>
        update(
          'users',
          { id: record.id, data: { ...record, status: next }, previousData: record },
          { mutationMode: 'pessimistic' },
        )
      }
    >
      {next === 'deactivated' ? <BlockIcon /> : <CheckCircleIcon />}
    </Button>
  );
}

const UserToolbar = () => (
  <Toolbar sx={{ gap: 2 }}>
    <SaveButton />
    <DeactivateButton />
    <span style={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export const UserEdit = () => (
  <ResourceEdit toolbar={<UserToolbar />}>
    <SignInAttemptsNotice />
    <UserInputs kind="update" />
  </ResourceEdit>
);
