/** What setting a second factor up looks like, on the sign-in page and on Sign-in security. */
import { useState, type FormEvent } from 'react';
import { Button, Code, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import qrcode from 'qrcode-generator';
import { describeError } from '../../lib/data/api.js';
import { FormError } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { addPasskey, confirmTotp, passkeyNotUsed, totpOptions } from './mfaApi.js';
import type { TotpSetup } from './mfaApi.js';

/** The `otpauth://` URI as a QR code (SVG drawn here: the page's CSP allows no data: images). */
function QrCode({ text, label }: { text: string; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${n + 8} ${n + 8}`}
      width={184}
      height={184}
      shapeRendering="crispEdges"
      style={{ background: '#fff', maxWidth: '100%' }}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}

/** An error as the person should read it: a refused passkey or a wrong code in its own words. */
function errorText(err: unknown, t: ReturnType<typeof useT>) {
  if (passkeyNotUsed(err)) return t.mfa.passkeyNotUsed;
  if (err && typeof err === 'object' && 'status' in err && err.status === 401)
    return t.mfa.wrongCode;
  return describeError(err);
}

/**
 * A form's call to the server: pending while it runs, its error worded (`errorText`), and what
 * the form does after a failure (`onFail`: clear the typed code).
 */
function useMfaCall() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<void>, onFail?: () => void) => {
    setError(null);
    setPending(true);
    try {
      await call();
    } catch (err) {
      setError(errorText(err, t));
      onFail?.();
    } finally {
      setPending(false);
    }
  };
  return { error, setError, pending, run };
}

/**
 * Sets up an authenticator app: a new secret as QR code and key, confirmed by a code from the
 * app. `base` is `/api/mfa` (signed in) or `/auth/mfa/enrol` (LOCAL_MFA=required at sign-in).
 */
export function TotpSetupForm(props: { base: string; onDone: (recoveryCodes: string[]) => void }) {
  const t = useT();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, pending, run } = useMfaCall();

  const start = () => run(async () => setSetup(await totpOptions(props.base)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(t.mfa.enterCode);
    await run(
      async () => {
        const { recoveryCodes } = await confirmTotp(props.base, code.trim());
        props.onDone(recoveryCodes);
      },
      () => setCode(''),
    );
  };

  if (!setup)
    return (
      <Stack gap="xs" align="flex-start">
        <FormError message={error} />
        <Button variant="default" loading={pending} onClick={() => void start()}>
          {t.mfa.setUpTotp}
        </Button>
      </Stack>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.mfa.setUpTotp}>
      <Stack gap="sm">
        <Text size="sm">{t.mfa.totpSteps}</Text>
        <QrCode text={setup.uri} label={t.mfa.qrLabel} />
        <div>
          <Text size="sm" fw={600}>
            {t.mfa.totpKey}
          </Text>
          <Code data-testid="totp-key" style={{ wordBreak: 'break-all' }}>
            {setup.secret}
          </Code>
        </div>
        <FormError message={error} />
        <TextInput
          label={t.mfa.codeLabel}
          description={t.mfa.codeHint}
          name="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t.mfa.confirm}
        </Button>
      </Stack>
    </form>
  );
}

/** Creates a passkey with a name (`base` as for TotpSetupForm). */
export function PasskeyForm(props: { base: string; onDone: (recoveryCodes: string[]) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const { error, setError, pending, run } = useMfaCall();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t.mfa.enterPasskeyName);
    await run(async () => {
      const { recoveryCodes } = await addPasskey(props.base, name.trim());
      setName('');
      props.onDone(recoveryCodes);
    });
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.mfa.createPasskey}>
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label={t.mfa.passkeyName}
          description={t.mfa.passkeyNameHint}
          name="passkey-name"
          maxLength={64}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t.mfa.createPasskey}
        </Button>
      </Stack>
    </form>
  );
}

/** New recovery codes, shown this once. */
export function RecoveryCodesShown(props: { codes: string[]; onSaved: () => void }) {
  const t = useT();
  return (
    <Stack gap="sm" role="region" aria-label={t.mfa.recoveryTitle}>
      <Text fw={600}>{t.mfa.recoveryTitle}</Text>
      <Text size="sm">{t.mfa.recoveryIntro}</Text>
      <List data-testid="recovery-codes" listStyleType="none" spacing={2}>
        {props.codes.map((c) => (
          <List.Item key={c}>
            <Code>{c}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={props.codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t.mfa.copied : t.mfa.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={props.onSaved}>{t.mfa.recoverySaved}</Button>
      </Group>
    </Stack>
  );
}
