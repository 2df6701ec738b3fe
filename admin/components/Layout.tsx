/**
 * Admin frame: app bar (title, language switch de/en, user menu with the own password and logout) and a menu grouped by
 * task. Entries a role may not use are hidden (Menu.ResourceItem asks authProvider.canAccess). The inboxes carry a
 * badge with their new items, and admins see failed background jobs, refreshed while the admin is open
 * (lib/inboxCounts.ts). A session that ends while a screen is open is renewed in a dialog over it
 * (auth/SessionExpiredDialog.tsx).
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { Badge, Divider, ListSubheader } from '@mui/material';
import ViewListIcon from '@mui/icons-material/ViewList';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TranslateIcon from '@mui/icons-material/Translate';
import KeyIcon from '@mui/icons-material/Key';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  MenuItemLink,
  TitlePortal,
  UserMenu,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { InboxCounts } from '@/contract/entities/mail';
import { RESOURCES } from '@/contract/endpoints';
import type { Role } from '@/contract/entities/staffUser';
import { canAccess } from '../lib/access';
import { useFailedJobs, useInboxCounts } from '../lib/inboxCounts';
import { SessionExpiredDialog } from '../auth/SessionExpiredDialog';

/** A screen of its own at the end of a group, for who may list its resource; it opens /<resource>. */
interface ScreenLink {
  resource: string;
  label: string;
  icon: ReactElement;
}

const GROUPS: { label: string; resources: string[]; screens?: ScreenLink[] }[] = [
  {
    label: 'admin.menu.inbox',
    resources: ['appointments', 'messages', 'applications', 'newsletter'],
    // What the retention job deletes soon: reception's look at the inbox's end.
    screens: [{ resource: 'retention', label: 'admin.menu.retention', icon: <AutoDeleteIcon /> }],
  },
  { label: 'admin.menu.content', resources: ['treatments', 'team', 'blog', 'blog-categories', 'reviews', 'media', 'jobs'] },
  { label: 'admin.menu.pages', resources: ['hero', 'about', 'contact', 'content', 'pages', 'seo'] },
  {
    label: 'admin.menu.system',
    resources: ['users', 'settings', 'legal', 'outbox', 'auditLog', 'consentLog'],
    // After the failed jobs with their count (FailedJobsEntry).
    screens: [
      { resource: 'launch-checklist', label: 'admin.menu.launchChecklist', icon: <ChecklistIcon /> },
      { resource: 'privacy-requests', label: 'admin.menu.privacyRequests', icon: <PrivacyTipIcon /> },
    ],
  },
];
/** A contract resource not placed above (e.g. a new one not yet given a group) closes the last group. */
const placed = new Set(GROUPS.flatMap((g) => g.resources));
GROUPS.at(-1)!.resources.push(...RESOURCES.map((r) => r.name).filter((name) => !placed.has(name)));

/** An icon with a count of new or failed items over it (none while there are none). */
function Counted({ icon, count, label }: { icon: ReactNode; count: number | undefined; label: string }) {
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      invisible={!count}
      slotProps={{ badge: { 'aria-label': label } as object }}
    >
      {icon}
    </Badge>
  );
}

/** A resource's menu entry, with the count of its new items on its icon where it has one. */
function ResourceEntry({ name, counts }: { name: string; counts: InboxCounts | undefined }) {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const count = counts?.[name as keyof InboxCounts];
  if (count === undefined) return <Menu.ResourceItem name={name} />;
  const icon = createElement(resources[name]?.icon ?? ViewListIcon);
  return (
    <Menu.ResourceItem
      name={name}
      leftIcon={<Counted icon={icon} count={count} label={translate('admin.menu.newItems', { smart_count: count })} />}
    />
  );
}

function FailedJobsEntry() {
  const translate = useTranslate();
  const failed = useFailedJobs().data?.filter((j) => j.state === 'failed').length;
  return (
    <Menu.Item
      to="/failed-jobs"
      primaryText="admin.menu.failedJobs"
      leftIcon={
        <Counted
          icon={<ErrorOutlineIcon />}
          count={failed}
          label={translate('admin.menu.failedItems', { smart_count: failed ?? 0 })}
        />
      }
    />
  );
}

function AdminMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const [open] = useSidebarState();
  const counts = useInboxCounts();
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="admin.menu.dashboard" leftIcon={<DashboardIcon />} />
      {/* The website's statistics, next to the overview they continue (admins and editors). */}
      {canAccess(permissions, 'statistics', 'list') && (
        <Menu.Item to="/statistics" primaryText="admin.menu.statistics" leftIcon={<BarChartIcon />} />
      )}
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
          ...visible.flatMap((name) => [
            <ResourceEntry key={name} name={name} counts={counts} />,
            // Reception's day and week view, right below the list of requests.
            name === 'appointments' && (
              <Menu.Item
                key="appointment-calendar"
                to="/appointment-calendar"
                primaryText="admin.menu.calendar"
                leftIcon={<CalendarMonthIcon />}
              />
            ),
          ]),
          group.label === 'admin.menu.system' && canAccess(permissions, 'failed-jobs', 'list') && (
            <FailedJobsEntry key="failed-jobs" />
          ),
          ...(group.screens ?? [])
            .filter((screen) => canAccess(permissions, screen.resource, 'list'))
            .map(({ resource, label, icon }) => (
              <Menu.Item key={resource} to={`/${resource}`} primaryText={label} leftIcon={icon} />
            )),
        ];
      })}
      {canAccess(permissions, 'translations', 'list') && [
        <Divider key="t-d" />,
        <Menu.Item key="translations" to="/translations" primaryText="admin.menu.translations" leftIcon={<TranslateIcon />} />,
        <Menu.Item
          key="translation-cockpit"
          to="/translation-cockpit"
          primaryText="admin.menu.translationCockpit"
          leftIcon={<TranslateIcon />}
        />,
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
    <SessionExpiredDialog />
  </Layout>
);
