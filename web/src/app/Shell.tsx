import {
  AppShell,
  Burger,
  Group,
  NavLink,
  NativeSelect,
  Text,
  Button,
  Center,
  Stack,
  Title,
  Anchor,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconHome,
  IconLogout,
  IconMail,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
  IconBook2,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { OperationId } from 'bff/contract';
import type { ComponentType } from 'react';
import { notifications } from '@mantine/notifications';
import { sessionKey, signOut, useSession } from '../lib/data/session.js';
import { can, canReadAudit, roleLabel, type Role } from '../lib/access/roles.js';
import { switchTenantPath, tenantPath } from '../lib/routing/tenantPath.js';
import { ErrorState, LoadingState } from '../lib/ui/ui.js';
import { describeError } from '../lib/data/api.js';
import { useAccountLanguage, useSaveLanguage } from '../lib/data/preferences.js';
import { LanguageSelect } from '../lib/ui/LanguageSelect.js';
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
];

export function Shell() {
  const { tenant = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const t = useT();
  useAccountLanguage();
  const saveLanguage = useSaveLanguage();

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
    try {
      await signOut();
    } catch (e) {
      notifications.show({ color: 'red', title: t.shell.signOutFailed, message: describeError(e) });
      return;
    }
    qc.clear();
    qc.setQueryData(sessionKey, null);
    navigate('/sign-in', { replace: true });
    notifications.show({ color: 'teal', title: t.shell.signedOut, message: t.shell.seeYouSoon });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t.shell.toggleNavigation}
            />
            <Anchor
              component={Link}
              to={base}
              underline="never"
              c="inherit"
              aria-label={t.shell.home}
            >
              <Group gap={8} wrap="nowrap">
                <ThemeIcon size={30} radius="md" variant="filled">
                  <IconBook2 size={18} aria-hidden />
                </ThemeIcon>
                <Text fw={700} size="lg" visibleFrom="xs">
                  {t.common.appName}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NativeSelect
              aria-label={t.shell.tenant}
              w={{ base: 170, sm: 260 }}
              data={[
                ...(current ? [] : [{ value: '', label: t.shell.chooseTenant }]),
                ...tenants.map((t) => ({ value: t.id, label: t.name })),
              ]}
              value={current ? tenant : ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                if (value && value !== tenant)
                  navigate(switchTenantPath(location.pathname, location.search, value));
              }}
            />
            <LanguageSelect onChosen={saveLanguage} visibleFrom="sm" />
            <Stack gap={0} visibleFrom="md" aria-label={t.shell.signedInUser}>
              <Text size="sm" fw={600} lh={1.2}>
                {user.username}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(user.role)}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void onSignOut()}
            >
              {t.shell.signOut}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t.shell.nav.main}>
        <LanguageSelect onChosen={saveLanguage} hiddenFrom="sm" w={140} />
        <Stack gap={2} component="nav">
          {NAV.filter((item) => item.visible(user.role)).map((item) => {
            const to = item.to ? tenantPath(tenant, item.to) : base;
            const active = item.exact
              ? location.pathname === to || location.pathname === `${to}/`
              : location.pathname === to || location.pathname.startsWith(`${to}/`);
            const Icon = item.icon;
            const intent = () => prefetchPath(qc, to); // the screen's code and first reads
            return (
              <NavLink
                onPointerEnter={intent}
                onFocus={intent}
                onTouchStart={intent}
                key={item.label}
                component={Link}
                to={to}
                label={t.shell.nav[item.label]}
                active={active}
                aria-current={active ? 'page' : undefined}
                leftSection={<Icon size={18} stroke={1.6} />}
                onClick={close}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main>
        <div>
          {current ? (
            <Outlet />
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
      </AppShell.Main>
    </AppShell>
  );
}
