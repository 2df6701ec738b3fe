/**
 * Admin frame: app bar (title, language switch de/en, user menu with the own password and logout) and a menu grouped by
 * task. Entries a role may not use are hidden (Menu.ResourceItem asks authProvider.canAccess).
 */
import type { ReactNode } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TranslateIcon from '@mui/icons-material/Translate';
import KeyIcon from '@mui/icons-material/Key';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  MenuItemLink,
  TitlePortal,
  UserMenu,
  usePermissions,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { Role } from '@/contract/entities/staffUser';
import { canAccess } from '../lib/access';

const GROUPS: { label: string; resources: string[] }[] = [
  { label: 'admin.menu.inbox', resources: ['appointments', 'messages', 'applications', 'newsletter'] },
  { label: 'admin.menu.content', resources: ['treatments', 'team', 'blog', 'blog-categories', 'reviews', 'media', 'jobs'] },
  { label: 'admin.menu.pages', resources: ['hero', 'about', 'contact', 'content', 'pages', 'seo'] },
  { label: 'admin.menu.system', resources: ['users', 'settings', 'outbox'] },
];

function AdminMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="admin.menu.dashboard" leftIcon={<DashboardIcon />} />
      {GROUPS.map((group) => {
        const visible = group.resources.filter((r) => canAccess(permissions, r, 'list'));
        if (!visible.length) return null;
        return [
          <Divider key={`${group.label}-d`} />,
          open && (
            <ListSubheader key={group.label} sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
              {translate(group.label)}
            </ListSubheader>
          ),
          ...visible.map((name) => <Menu.ResourceItem key={name} name={name} />),
        ];
      })}
      {canAccess(permissions, 'translations', 'list') && [
        <Divider key="t-d" />,
        <Menu.Item key="translations" to="/translations" primaryText="admin.menu.translations" leftIcon={<TranslateIcon />} />,
        <Menu.Item key="ui-texts" to="/ui-texts" primaryText="admin.menu.uiTexts" leftIcon={<TextFieldsIcon />} />,
      ]}
    </Menu>
  );
}

function ChangePasswordItem() {
  const { onClose } = useUserMenu() ?? {};
  return <MenuItemLink to="/password" primaryText="admin.auth.changeTitle" leftIcon={<KeyIcon />} onClick={onClose} />;
}

const AdminAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <ChangePasswordItem />
        <Logout />
      </UserMenu>
    }
  >
    {/* react-admin wraps the title in an inline-block, which cut long titles off without an ellipsis. */}
    <TitlePortal sx={{ '& .RaConfigurable-root': { display: 'inline' } }} />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu} appBar={AdminAppBar}>
    {children}
  </Layout>
);
