/** The sign-in's second step: a passkey, a TOTP code or a recovery code; or, under LOCAL_MFA=required, setting a factor up. */
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError, describeError } from '../../lib/data/api.js';
import { FormError } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { signInErrorText } from './signInErrorText.js';
import { cancelSignIn, passkeyNotUsed, signInWithCode, signInWithPasskey } from './mfaApi.js';
import type { LoginStep } from './mfaApi.js';
import { PasskeyForm, RecoveryCodesShown, TotpSetupForm } from './mfaParts.js';

export default function SecondStep(props: {
  step: LoginStep;
  onDone: () => void;
  onRestart: () => void;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401 && err.code === 'not_signed_in')
      setExpired(true);
    else if (passkeyNotUsed(err)) setError(t.mfa.passkeyNotUsed);
    else if (err instanceof ApiError && err.status === 401) setError(t.mfa.wrongCode);
    else if (err instanceof ApiError && err.status === 429) setError(signInErrorText(err));
    else setError(describeError(err));
  };
  const restart = () => {
    void cancelSignIn().catch(() => undefined);
    props.onRestart();
  };

  if (expired)
    return (
      <Stack gap="md">
        <FormError message={t.mfa.expired} />
        <Button onClick={restart}>{t.mfa.startAgain}</Button>
      </Stack>
    );
  if (codes) return <RecoveryCodesShown codes={codes} onSaved={props.onDone} />;

  if (props.step.step === 'enrol') {
    const enrolled = (recoveryCodes: string[]) =>
      recoveryCodes.length ? setCodes(recoveryCodes) : props.onDone();
    return (
      <Stack gap="md">
        <Title order={2} size="h4">
          {t.mfa.enrolTitle}
        </Title>
        <Text size="sm">{t.mfa.enrolIntro}</Text>
        <PasskeyForm base="/auth/mfa/enrol" onDone={enrolled} />
        <Divider />
        <TotpSetupForm base="/auth/mfa/enrol" onDone={enrolled} />
        <Anchor component="button" type="button" size="sm" onClick={restart}>
          {t.mfa.startAgain}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Verify
      methods={props.step.methods}
      error={error}
      setError={setError}
      failed={failed}
      onDone={props.onDone}
      restart={restart}
    />
  );
}

function Verify(props: {
  methods: string[];
  error: string | null;
  setError: (e: string | null) => void;
  failed: (err: unknown) => void;
  onDone: () => void;
  restart: () => void;
}) {
  const t = useT();
  const hasTotp = props.methods.includes('totp');
  const [kind, setKind] = useState<'totp' | 'recovery'>(hasTotp ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  const run = async (f: () => Promise<void>) => {
    props.setError(null);
    setPending(true);
    try {
      await f();
      props.onDone();
    } catch (err) {
      setPending(false);
      setCode('');
      props.failed(err);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return props.setError(t.mfa.enterCode);
    void run(() => signInWithCode(kind, code.trim()));
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t.mfa.verifyTitle}
      </Title>
      <Text size="sm">{t.mfa.verifyIntro}</Text>
      <FormError message={props.error} />
      {props.methods.includes('passkey') ? (
        <Button variant="default" loading={pending} onClick={() => void run(signInWithPasskey)}>
          {t.mfa.usePasskey}
        </Button>
      ) : null}
      {props.methods.includes('passkey') && (hasTotp || props.methods.includes('recovery')) ? (
        <Divider />
      ) : null}
      {hasTotp || props.methods.includes('recovery') ? (
        <form onSubmit={submit} noValidate aria-label={t.mfa.verifyTitle}>
          <Stack gap="sm">
            <TextInput
              key={kind}
              label={kind === 'totp' ? t.mfa.codeLabel : t.mfa.recoveryCodeLabel}
              name={kind === 'totp' ? 'totp-code' : 'recovery-code'}
              inputMode={kind === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoFocus={!props.methods.includes('passkey')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button type="submit" loading={pending} fullWidth>
              {t.mfa.confirm}
            </Button>
          </Stack>
        </form>
      ) : null}
      {hasTotp && props.methods.includes('recovery') ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setCode('');
            setKind(kind === 'totp' ? 'recovery' : 'totp');
          }}
        >
          {kind === 'totp' ? t.mfa.useRecoveryCode : t.mfa.useAuthenticator}
        </Anchor>
      ) : null}
      <Anchor component="button" type="button" size="sm" onClick={props.restart}>
        {t.mfa.startAgain}
      </Anchor>
    </Stack>
  );
}
