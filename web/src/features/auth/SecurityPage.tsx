/** Sign-in security: the signed-in account's own passkeys, authenticator app and recovery codes. */
import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, describeError } from '../../lib/data/api.js';
import { ErrorState, FormError, LoadingState, Notice, PageHeader } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { getMfa, mfaKey, newRecoveryCodes, removePasskey, removeTotp } from './mfaApi.js';
import type { MfaState } from './mfaApi.js';
import { PasskeyForm, RecoveryCodesShown, TotpSetupForm } from './mfaParts.js';

const day = (iso: string) => iso.slice(0, 10);

type Confirming =
  { kind: 'passkey'; id: string; name: string } | { kind: 'totp' } | { kind: 'codes' };

export default function SecurityPage() {
  const t = useT();
  const qc = useQueryClient();
  const state = useQuery({ queryKey: mfaKey, queryFn: getMfa });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [totpOpen, setTotpOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const refresh = () => qc.invalidateQueries({ queryKey: mfaKey });
  const added = (title: string) => (recoveryCodes: string[]) => {
    notifications.show({ color: 'teal', title, message: '' });
    setTotpOpen(false);
    if (recoveryCodes.length) setCodes(recoveryCodes);
    void refresh();
  };

  if (state.isPending) return <LoadingState />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const s: MfaState = state.data;
  const header = <PageHeader title={t.mfa.title} description={t.mfa.description} />;
  if (s.policy === 'off')
    return (
      <>
        {header}
        <Notice tone="blocked">{t.mfa.off}</Notice>
      </>
    );
  const factors = s.passkeys.length + (s.totp ? 1 : 0);
  const lastOne = s.policy === 'required' && factors <= 1;

  return (
    <>
      {header}
      {s.policy === 'required' ? (
        <Text size="sm" mb="md">
          {t.mfa.requiredNote}
        </Text>
      ) : null}
      <Stack gap="lg" maw={640}>
        {codes ? (
          <Card withBorder>
            <RecoveryCodesShown codes={codes} onSaved={() => setCodes(null)} />
          </Card>
        ) : null}

        <Card withBorder component="section" aria-labelledby="mfa-passkeys">
          <Stack gap="sm">
            <Title order={2} size="h4" id="mfa-passkeys">
              {t.mfa.passkeys}
            </Title>
            {s.passkeys.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.mfa.noPasskeys}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {s.passkeys.map((p) => (
                  <Group key={p.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{p.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t.mfa.added(day(p.createdAt))},{' '}
                        {t.mfa.lastUsed(p.lastUsedAt && day(p.lastUsedAt))}
                      </Text>
                    </div>
                    <Button
                      variant="default"
                      color="red"
                      size="xs"
                      disabled={lastOne}
                      title={lastOne ? t.mfa.lastFactor : undefined}
                      aria-label={`${t.mfa.remove}: ${p.name}`}
                      onClick={() => setConfirming({ kind: 'passkey', id: p.id, name: p.name })}
                    >
                      {t.mfa.remove}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
            <PasskeyForm base="/api/mfa" onDone={added(t.mfa.passkeyAdded)} />
          </Stack>
        </Card>

        <Card withBorder component="section" aria-labelledby="mfa-totp">
          <Stack gap="sm">
            <Title order={2} size="h4" id="mfa-totp">
              {t.mfa.totp}
            </Title>
            <Text size="sm">{s.totp ? t.mfa.totpOn(day(s.totp.createdAt)) : t.mfa.totpOff}</Text>
            {totpOpen || !s.totp ? (
              <TotpSetupForm base="/api/mfa" onDone={added(t.mfa.totpAdded)} />
            ) : (
              <Group gap="sm">
                <Button variant="default" onClick={() => setTotpOpen(true)}>
                  {t.mfa.totpAgain}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  disabled={lastOne}
                  title={lastOne ? t.mfa.lastFactor : undefined}
                  onClick={() => setConfirming({ kind: 'totp' })}
                >
                  {t.mfa.remove}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>

        {factors > 0 ? (
          <Card withBorder component="section" aria-labelledby="mfa-codes">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4" id="mfa-codes">
                {t.mfa.recoveryCodes}
              </Title>
              <Text size="sm">{t.mfa.recoveryLeft(s.recoveryCodesLeft)}</Text>
              <Button variant="default" onClick={() => setConfirming({ kind: 'codes' })}>
                {t.mfa.newCodes}
              </Button>
            </Stack>
          </Card>
        ) : null}
      </Stack>
      {confirming ? (
        <PasswordDialog
          confirming={confirming}
          onClose={() => setConfirming(null)}
          onDone={(newCodes) => {
            setConfirming(null);
            if (newCodes) setCodes(newCodes);
            else notifications.show({ color: 'teal', title: t.mfa.removed, message: '' });
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}

/** Asks the password again before a factor is removed or the recovery codes are replaced. */
function PasswordDialog(props: {
  confirming: Confirming;
  onClose: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const c = props.confirming;
  const title =
    c.kind === 'passkey'
      ? t.mfa.removePasskeyTitle(c.name)
      : c.kind === 'totp'
        ? t.mfa.removeTotpTitle
        : t.mfa.newCodesTitle;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t.auth.enterPassword);
    setPending(true);
    setError(null);
    try {
      if (c.kind === 'passkey') await removePasskey(c.id, password);
      else if (c.kind === 'totp') await removeTotp(password);
      else return props.onDone((await newRecoveryCodes(password)).recoveryCodes);
      props.onDone();
    } catch (err) {
      setPending(false);
      setPassword('');
      setError(
        err instanceof ApiError && err.status === 401 ? t.mfa.wrongPassword : describeError(err),
      );
    }
  };
  return (
    <Modal opened onClose={props.onClose} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {c.kind === 'codes' ? <Text size="sm">{t.mfa.newCodesText}</Text> : null}
          <FormError message={error} />
          <PasswordInput
            label={t.mfa.passwordAgain}
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t.mfa.cancel}
            </Button>
            <Button type="submit" color={c.kind === 'codes' ? undefined : 'red'} loading={pending}>
              {c.kind === 'codes' ? t.mfa.newCodes : t.mfa.remove}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
