/**
 * The empty state of every admin list (set once as RaList's default `empty` in App.tsx's theme).
 * react-admin's own <Empty> builds "ra.page.empty" from the resource's label ("Noch kein %{name}"),
 * which cannot agree in gender and number with every German noun ("Noch kein Terminanfragen"), and it
 * shows its invitation to anyone when the resource has a create view. Here each resource says its own
 * sentence (resources.<name>.empty), may explain where entries come from (resources.<name>.emptyHint),
 * and offers its create button with a specific label (resources.<name>.invite) only to a role that may
 * create. Generic texts (ra.page.empty / ra.page.invite) remain the fallback for a resource without keys.
 */
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { createElement } from 'react';
import { CreateButton, useCanAccess, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

export function EmptyList() {
  const resource = useResourceContext()!; // a List always provides it
  const translate = useTranslate();
  const { hasCreate, icon } = useResourceDefinition({ resource });
  const { canAccess: mayCreate } = useCanAccess({ resource, action: 'create' });
  // A missing key returns the key itself with allowMissing; '_' gives the fallback instead.
  const text = (key: string, fallback: string) => translate(`resources.${resource}.${key}`, { _: fallback });
  const hint = text('emptyHint', '');
  const showCreate = hasCreate && mayCreate;
  return (
    <Box
      role="status"
      sx={{ flex: 1, textAlign: 'center', px: 2, py: { xs: 4, md: 6 }, color: 'text.secondary' }}
      data-testid="list-empty"
    >
      {createElement(icon ?? InboxIcon, { sx: { width: '4em', height: '4em', opacity: 0.5 }, 'aria-hidden': true })}
      <Typography variant="h5" component="p" sx={{ mt: 1, mb: 1, overflowWrap: 'anywhere' }}>
        {text('empty', translate('ra.page.empty'))}
      </Typography>
      {hint && <Typography sx={{ maxWidth: '36em', mx: 'auto' }}>{hint}</Typography>}
      {showCreate && (
        <Box sx={{ mt: 3 }}>
          <CreateButton variant="contained" label={text('invite', translate('ra.page.invite'))} />
        </Box>
      )}
    </Box>
  );
}
