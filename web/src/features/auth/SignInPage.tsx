import { Suspense, useRef, useState, type FormEvent } from 'react';
import type { LoginStep } from '@ledger/contract';
import { Button, Center, Divider, Paper, Stack, Text, Title, Group } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signInErrorText } from './signInErrorText.js';
import { safeNext, signIn, useSession } from '../../lib/data/session.js';
import { sessionQuery, signInOptionsQuery } from '../../lib/data/queryOptions.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { FormError, useDocumentTitle } from '../../lib/ui/ui.js';
import { LanguageSelect } from '../../lib/ui/LanguageSelect.js';
import { PlainTextInput } from '../../lib/ui/plainFields.js';
import { IconTile } from '../../lib/ui/IconTile.js';
import { currentT, useT } from '../../i18n/index.js';
import { LoadingState } from '../../lib/ui/ui.js';
import { ScreenWords } from '../../lib/ui/ScreenWords.js';
import { retryingLazy } from '../../lib/ui/loadFailures.js';

/** The second step (a second factor), fetched only when an account has one. */
// Its chunk goes through retryingLazy, as every lazy part does: a failed load is tried again.
const SecondStep = retryingLazy(() => import('./SecondStep.js'));

export interface SignInErrors {
  username?: string;
  password?: string;
}

/** Both fields are required; the username is trimmed, the password taken as typed. */
/** Why a sign-in through the identity provider came back refused (`/sign-in?error=...`). */
export function providerErrorText(code: string | null): string | null {
  const { auth } = currentT();
  if (code === 'oidc_no_access') return auth.oidcNoAccess;
  if (code === 'oidc_failed') return auth.oidcFailed;
  if (code === 'oidc_unavailable') return auth.oidcUnavailable;
  if (code === 'oidc_busy') return auth.oidcBusy;
  return null;
}

export function validateSignIn(username: string, password: string): SignInErrors {
  const { auth } = currentT();
  const errors: SignInErrors = {};
  if (!username.trim()) errors.username = auth.enterUsername;
  if (!password) errors.password = auth.enterPassword;
  return errors;
}

/**
 * The one form without react-hook-form and zod: the sign-in screen is part of the first download
 * (at most 150 KB gzip together with the overview), and two required fields need neither.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const provider = useQuery(signInOptionsQuery).data?.oidc ?? null;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [error, setError] = useState<string | null>(() => providerErrorText(params.get('error')));
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<LoginStep | null>(null);
  const submitted = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const t = useT();
  useDocumentTitle(t.auth.pageTitle);

  if (session.data && !pending && !submitted.current) {
    const first = session.data.tenants[0];
    return <Navigate to={next ?? (first ? tenantPath(first.id) : '/')} replace />;
  }

  const signedIn = async () => {
    const s = await qc.fetchQuery({ ...sessionQuery, staleTime: 0 });
    const first = s?.tenants[0];
    const nextTenant = next ? /^\/t\/([^/?]+)/.exec(next)?.[1] : undefined;
    const allowed = !nextTenant || s?.tenants.some((t) => t.id === decodeURIComponent(nextTenant));
    navigate(next && allowed ? next : first ? tenantPath(first.id) : '/', {
      replace: true,
    });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validateSignIn(username, password);
    setFieldErrors(errs);
    if (errs.username) return usernameRef.current?.focus();
    if (errs.password) return passwordRef.current?.focus();
    setError(null);
    setPending(true);
    submitted.current = true;
    try {
      const due = await signIn(username.trim(), password);
      if (due) {
        setPassword('');
        setPending(false);
        setStep(due);
        return;
      }
      await signedIn();
    } catch (err) {
      submitted.current = false;
      setPending(false);
      setError(signInErrorText(err));
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper w={380} maw="100%" p={{ base: 'lg', xs: 'xl' }} radius="lg" shadow="sm">
        {step ? (
          <Suspense fallback={<LoadingState />}>
            <ScreenWords>
              <SecondStep
                step={step}
                onDone={() => {
                  setPending(true);
                  void signedIn().catch((err: unknown) => {
                    submitted.current = false;
                    setPending(false);
                    setStep(null);
                    setError(signInErrorText(err));
                  });
                }}
                onRestart={() => {
                  submitted.current = false;
                  setStep(null);
                }}
              />
            </ScreenWords>
          </Suspense>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.auth.signIn}>
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <IconTile size={36}>
                  <IconBook2 size={22} aria-hidden />
                </IconTile>
                <div>
                  <Title order={1} size="h3">
                    {t.common.appName}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t.auth.signInToContinue}
                  </Text>
                </div>
              </Group>
              {params.get('next') && !error ? (
                <Text size="sm" c="dimmed">
                  {t.auth.signInToGoBack}
                </Text>
              ) : null}
              <FormError message={error} />
              <PlainTextInput
                ref={usernameRef}
                label={t.auth.username}
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                error={fieldErrors.username}
              />
              <PlainTextInput
                ref={passwordRef}
                type="password"
                label={t.auth.password}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fieldErrors.password}
              />
              <Button type="submit" loading={pending} fullWidth>
                {t.auth.signIn}
              </Button>
              {provider ? (
                <>
                  <Divider label={t.auth.or} labelPosition="center" />
                  {/* A navigation, not a call: the BFF sends the browser on to the provider. */}
                  <Button
                    component="a"
                    href={`/auth/oidc/login${next ? `?next=${encodeURIComponent(next)}` : ''}`}
                    variant="default"
                    fullWidth
                  >
                    {t.auth.signInWith(provider.name)}
                  </Button>
                </>
              ) : null}
              {/* Under the form, so the name beside the logo keeps one line; wide enough for
                "Svenska" and its arrow. */}
              <Stack gap={4} align="center">
                <LanguageSelect w={140} />
                {/* The rule the menu says over its options, where there is room to show it. */}
                <Text size="xs" c="dimmed" ta="center">
                  {t.shell.languageRule}
                </Text>
              </Stack>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
