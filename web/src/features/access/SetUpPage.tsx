import { useRef, useState, type FormEvent } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SetupInspectAnswer } from '@ledger/contract';
import { ApiError, describeError, request } from '../../lib/data/api.js';
import { describeIssue } from '../../lib/data/issues.js';
import { Link } from '../../lib/routing/Link.js';
import { FormError, LoadingState, useDocumentTitle } from '../../lib/ui/ui.js';
import { PlainTextInput } from '../../lib/ui/plainFields.js';
import { LanguageSelect } from '../../lib/ui/LanguageSelect.js';
import { formatDateTime } from '../../lib/format/format.js';
import { useT } from '../../i18n/index.js';

/** The token of the link: in the fragment, which the browser never sends to a server. */
const tokenOfPage = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

/**
 * The public page a one-time set-up link opens (`/set-up#<token>`): whose account and until when,
 * then a new password, set once (POST with the CSRF header, as the sign-in form). Signs nobody in.
 */
function SetUp() {
  const t = useT();
  const s = t.access.setUp;
  useDocumentTitle(s.pageTitle);
  const [token] = useState(tokenOfPage);
  const link = useQuery({
    queryKey: ['setup-link', token],
    enabled: token !== '',
    retry: false,
    queryFn: () =>
      request<SetupInspectAnswer>('/auth/setup/inspect', {
        method: 'POST',
        body: { token },
        allowUnauthorized: true,
      }),
  });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; again?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (password.length < 8) {
      setFieldError({ password: s.rule });
      return passwordRef.current?.focus();
    }
    if (password !== again) return setFieldError({ again: s.differ });
    setFieldError({});
    setPending(true);
    try {
      await request<void>('/auth/setup', {
        method: 'POST',
        body: { token, password },
        allowUnauthorized: true,
      });
      setSaved(true);
    } catch (err) {
      const issue = err instanceof ApiError ? err.issues[0] : undefined;
      if (issue?.path === 'body.password') setFieldError({ password: describeIssue(issue) });
      else setError(describeError(err));
    } finally {
      setPending(false);
    }
  };

  let body;
  if (!token) body = <FormError message={s.noToken} />;
  else if (link.isPending) body = <LoadingState label={s.checking} />;
  else if (link.isError) body = <FormError message={describeError(link.error)} />;
  else if (saved)
    body = (
      <Stack gap="md">
        <Text role="status">{s.saved}</Text>
        <Button component={Link} to="/sign-in">
          {s.toSignIn}
        </Button>
      </Stack>
    );
  else
    body = (
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={s.pageTitle}>
        <Stack gap="md">
          <Text size="sm">{s.intro(link.data.username, formatDateTime(link.data.expiresAt))}</Text>
          <FormError message={error} />
          {/* For the browser's password manager: whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={link.data.username}
            readOnly
            hidden
          />
          <PlainTextInput
            ref={passwordRef}
            type="password"
            label={s.password}
            name="new-password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError.password}
          />
          <Text size="xs" c="dimmed" mt={-8}>
            {s.rule}
          </Text>
          <PlainTextInput
            type="password"
            label={s.again}
            name="new-password-again"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.currentTarget.value)}
            error={fieldError.again}
          />
          <Button type="submit" loading={pending} fullWidth>
            {s.save}
          </Button>
        </Stack>
      </form>
    );

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper w={420} maw="100%" p={{ base: 'lg', xs: 'xl' }} radius="lg" shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h3">
            {s.pageTitle}
          </Title>
          {body}
          <Center>
            <LanguageSelect w={140} />
          </Center>
        </Stack>
      </Paper>
    </Center>
  );
}

export default SetUp;
