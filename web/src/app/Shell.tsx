import { Group, Text, UnstyledButton, Button, Center, Stack, Title, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconHome,
  IconKey,
  IconLogout,
  IconMail,
  IconUserShield,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
  IconBook2,
  IconSelector,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../lib/routing/Link.js';
import type { OperationId } from '@ledger/contract';
import type { ComponentType } from 'react';
import './shell.css';
import { notifications } from '@mantine/notifications';
import { sessionKey, signOut, useSession } from '../lib/data/session.js';
import { can, canManageAccess, canReadAudit, roleLabel, type Role } from '../lib/access/roles.js';
import { switchTenantPath, tenantPath } from '../lib/routing/tenantPath.js';
import { ErrorState, LoadingState } from '../lib/ui/ui.js';
import { describeError } from '../lib/data/api.js';
import { saveAccountLanguage } from '../lib/data/preferences.js';
import { LanguageSelect } from '../lib/ui/LanguageSelect.js';
import { IconTile } from '../lib/ui/IconTile.js';
import { ScreenBoundary } from '../lib/ui/ErrorBoundaries.js';
import { OfflineBanner } from '../lib/ui/OfflineBanner.js';
import { prefetchPath } from '../lib/routing/prefetch.js';
import { useT, type Catalog } from '../i18n/index.js';

interface NavItem {
  to: string;
  label: keyof Catalog['shell']['nav'];
  icon: ComponentType<{ size?: number; stroke?: number }>;
  visible: (role: Role) => boolean;
  exact?: boolean;
}

const op = (id: OperationId) => (role: Role) => can(role, id);

const NAV: NavItem[] = [
  { to: '', label: 'overview', icon: IconHome, visible: () => true, exact: true },
  { to: 'companies', label: 'companies', icon: IconBuilding, visible: op('listCompanies') },
  { to: 'users', label: 'users', icon: IconUsers, visible: op('listUsers') },
  { to: 'invitations', label: 'invitations', icon: IconMail, visible: op('listInvitations') },
  { to: 'groups', label: 'groups', icon: IconUsersGroup, visible: op('listGroups') },
  { to: 'audit', label: 'audit', icon: IconShieldCheck, visible: canReadAudit },
  // The account's own second factors; hidden under LOCAL_MFA=off (below).
  { to: 'security', label: 'security', icon: IconKey, visible: () => true },
  { to: 'access', label: 'access', icon: IconUserShield, visible: canManageAccess },
];

export function Shell() {
  const { tenant = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const t = useT();

  if (session.isPending) return <LoadingState label={t.shell.checkingSession} />;
  if (session.isError)
    return (
      <Center p="xl">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </Center>
    );
  if (!session.data) {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }

  const { user, tenants } = session.data;
  const current = tenants.find((t) => t.id === tenant);
  const base = tenantPath(tenant);

  const onSignOut = async () => {
    let ended;
    try {
      ended = await signOut();
    } catch (e) {
      notifications.show({ color: 'red', title: t.shell.signOutFailed, message: describeError(e) });
      return;
    }
    qc.clear();
    // Signed in through the firm's identity provider: signed out there too, which comes back
    // to the sign-in page.
    if (ended?.endSessionUrl) return window.location.assign(ended.endSessionUrl);
    qc.setQueryData(sessionKey, null);
    navigate('/sign-in', { replace: true });
    notifications.show({ color: 'teal', title: t.shell.signedOut, message: t.shell.seeYouSoon });
  };

  return (
    <div className="shell">
      {/* right-scroll-bar-position: a dialog's scroll lock keeps the fixed header in place. */}
      <header className="shell-header right-scroll-bar-position">
        <Group h="100%" px={{ base: 8, sm: 'md' }} gap="sm" wrap="nowrap" className="app-header">
          {/* The menu button: Mantine's Burger (size sm) in shell.css. */}
          <UnstyledButton
            className="shell-burger mantine-hidden-from-sm"
            onClick={toggle}
            aria-label={t.shell.toggleNavigation}
            aria-expanded={opened}
          >
            <span
              className="shell-burger-lines"
              data-opened={opened || undefined}
              data-reduce-motion
            />
          </UnstyledButton>
          {/* Named by its text, which below xs is only visually hidden (the icon alone shows). */}
          <Anchor component={Link} to={base} underline="never" c="inherit" className="app-home">
            <IconTile size={30}>
              <IconBook2 size={18} aria-hidden />
            </IconTile>
            <Text fw={700} size="lg" component="span" className="app-home-name">
              {t.common.appName}
            </Text>
            <span className="sr-only">{t.shell.homeSuffix}</span>
          </Anchor>
          <TenantSwitch
            label={t.shell.tenant}
            value={current ? tenant : ''}
            options={[
              ...(current ? [] : [{ value: '', label: t.shell.chooseTenant }]),
              ...tenants.map((t) => ({ value: t.id, label: t.name })),
            ]}
            onChange={(value) => {
              if (value && value !== tenant)
                navigate(switchTenantPath(location.pathname, location.search, value));
            }}
          />
          <Group gap="sm" wrap="nowrap" ml="auto">
            <LanguageSelect onChosen={saveAccountLanguage} visibleFrom="sm" />
            <Stack gap={0} visibleFrom="md" aria-label={t.shell.signedInUser}>
              <Text size="sm" fw={600} lh={1.2}>
                {user.username}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(user.role)}
              </Text>
            </Stack>
            {/* Below sm its icon alone (shell.css), its name kept for screen readers. */}
            <Button
              variant="default"
              size="sm"
              className="shell-sign-out"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void onSignOut()}
            >
              <span className="shell-sign-out-label">{t.shell.signOut}</span>
            </Button>
          </Group>
        </Group>
      </header>

      <nav className="shell-navbar" data-opened={opened || undefined} aria-label={t.shell.nav.main}>
        <LanguageSelect onChosen={saveAccountLanguage} hiddenFrom="sm" w={160} />
        <Stack gap={2} component="nav">
          {NAV.filter(
            (item) =>
              item.visible(user.role) &&
              (item.label !== 'security' || session.data?.localMfa !== 'off'),
          ).map((item) => {
            const to = item.to ? tenantPath(tenant, item.to) : base;
            const active = item.exact
              ? location.pathname === to || location.pathname === `${to}/`
              : location.pathname === to || location.pathname.startsWith(`${to}/`);
            const Icon = item.icon;
            const intent = () => prefetchPath(qc, to); // the screen's code and first reads
            return (
              <UnstyledButton
                onPointerEnter={intent}
                onFocus={intent}
                onTouchStart={intent}
                key={item.label}
                component={Link}
                to={to}
                className="shell-nav-link"
                aria-current={active ? 'page' : undefined}
                onClick={close}
              >
                <span className="shell-nav-link-icon">
                  <Icon size={18} stroke={1.6} />
                </span>
                {/* The label in a box of the link's font size: that box sets the line's height. */}
                <span className="shell-nav-link-body">
                  <span className="shell-nav-link-label">{t.shell.nav[item.label]}</span>
                </span>
              </UnstyledButton>
            );
          })}
        </Stack>
      </nav>

      <main className="shell-main">
        <div>
          <OfflineBanner />
          {current ? (
            <ScreenBoundary resetKey={location.pathname}>
              <Outlet />
            </ScreenBoundary>
          ) : (
            <Center py="xl">
              <Stack align="center" gap="xs">
                <Title order={1} size="h3">
                  {t.shell.tenantNotAvailable}
                </Title>
                <Text c="dimmed">{t.shell.noAccessToTenant(tenant)}</Text>
              </Stack>
            </Center>
          )}
        </div>
      </main>
    </div>
  );
}

/**
 * The tenant menu: a native select laid transparently over the tenant's name, so a long firm
 * name wraps onto a second line on a narrow screen instead of being cut (a select shows one
 * line). The select itself is what is named, focused and chosen from.
 */
function TenantSwitch(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const shown = props.options.find((o) => o.value === props.value) ?? props.options[0];
  return (
    <div className="tenant-switch">
      <span className="tenant-switch-name" aria-hidden>
        {shown?.label}
      </span>
      <IconSelector size={14} aria-hidden className="tenant-switch-icon" />
      <select
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
