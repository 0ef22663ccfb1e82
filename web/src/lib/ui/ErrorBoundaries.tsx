import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useT } from '../../i18n/index.js';
import { ApiError, CSRF_HEADERS } from '../data/api.js';
import { TechnicalDetails } from './TechnicalDetails.js';
import { sessionKey } from '../data/session.js';
import { ErrorDetails, LoadingState, Notice } from './ui.js';
import {
  isLoadFailure,
  reloadOnceForNewVersion,
  renewFailedLoads,
  serverReachable,
} from './loadFailures.js';

/*
 * Whatever goes wrong while a screen renders, the console never goes blank: a failed screen shows
 * the console's frame with words and a way on (`ScreenBoundary`, around each screen), and a
 * failure outside any screen shows a page of its own (`AppBoundary`). Each render error is
 * reported to the BFF's log (`POST /api/client-errors`).
 */

/** Around the screen in the frame; a new address (`resetKey`) tries again. */
export function ScreenBoundary(props: { resetKey: string; children: ReactNode }) {
  const tryAgain = useTryAgain();
  return (
    <ErrorBoundary
      FallbackComponent={Fallback}
      resetKeys={[props.resetKey]}
      onReset={tryAgain}
      onError={reportClientError}
    >
      {props.children}
    </ErrorBoundary>
  );
}

/** Around everything: the last stop, when even the frame could not be drawn. */
export function AppBoundary(props: { children: ReactNode }) {
  const tryAgain = useTryAgain();
  return (
    <ErrorBoundary
      FallbackComponent={StandaloneFallback}
      onReset={tryAgain}
      onError={reportClientError}
    >
      {props.children}
    </ErrorBoundary>
  );
}

/**
 * Trying again starts afresh: code that failed to load is loaded again, and the platform's
 * answers are read again (an answer the screen could not draw is not drawn from the cache a
 * second time). The session stays.
 */
function useTryAgain() {
  const qc = useQueryClient();
  return useCallback(() => {
    renewFailedLoads();
    void qc.resetQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  }, [qc]);
}

function StandaloneFallback(props: FallbackProps) {
  return (
    <Center p="xl" mih="60vh">
      <Stack maw={560} w="100%">
        <Fallback {...props} />
      </Stack>
    </Center>
  );
}

type LoadVerdict = 'checking' | 'offline' | 'reloading' | 'new-version';

function Fallback({ error, resetErrorBoundary }: FallbackProps) {
  if (isLoadFailure(error)) return <LoadFailure onBack={resetErrorBoundary} />;
  return <RenderFailure error={error} onRetry={resetErrorBoundary} />;
}

function RenderFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Notice tone="error" title={t.errors.screenFailedTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.errors.screenFailed}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t.common.retry}
          </Button>
          <Button size="xs" variant="default" onClick={() => window.location.reload()}>
            {t.errors.reloadPage}
          </Button>
        </Group>
        {error instanceof ApiError ? (
          <ErrorDetails error={error} />
        ) : (
          <TechnicalDetails
            items={[
              {
                label: t.errors.errorLabel,
                value: error instanceof Error ? error.message : String(error),
              },
            ]}
          />
        )}
      </Stack>
    </Notice>
  );
}

/**
 * A screen's code did not arrive. With the server there, the console was updated under the open
 * page: reload once (same address); without it, the network is away: say so and go on by itself
 * when the server answers again.
 */
function LoadFailure({ onBack }: { onBack: () => void }) {
  const t = useT();
  const [verdict, setVerdict] = useState<LoadVerdict>('checking');

  useEffect(() => {
    let stopped = false;
    void serverReachable().then((reachable) => {
      if (stopped) return;
      if (!reachable) setVerdict('offline');
      else setVerdict(reloadOnceForNewVersion() ? 'reloading' : 'new-version');
    });
    return () => {
      stopped = true;
    };
  }, []);

  useEffect(() => {
    if (verdict !== 'offline') return;
    let stopped = false;
    const check = () =>
      void serverReachable().then((reachable) => {
        if (reachable && !stopped) onBack();
      });
    window.addEventListener('online', check);
    const timer = window.setInterval(check, 5_000);
    return () => {
      stopped = true;
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [verdict, onBack]);

  if (verdict === 'checking' || verdict === 'reloading') return <LoadingState />;
  if (verdict === 'offline')
    return (
      <Notice tone="warning" title={t.errors.offlineTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.errors.offlineScreen}</Text>
          <Button size="xs" variant="default" onClick={onBack}>
            {t.common.retry}
          </Button>
        </Stack>
      </Notice>
    );
  return (
    <Notice tone="warning" title={t.errors.newVersionTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.errors.newVersion}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {t.errors.reloadPage}
        </Button>
      </Stack>
    </Notice>
  );
}

// ---- Reporting ----------------------------------------------------------------------------

/** At most this many reports per page load: a screen that fails in a loop does not flood the log. */
const MAX_REPORTS = 5;
let reported = 0;

/** A render error to the BFF's log; best effort, never in the way. */
export function reportClientError(error: unknown, info?: { componentStack?: string | null }): void {
  if (reported >= MAX_REPORTS) return;
  reported += 1;
  const err = error instanceof Error ? error : new Error(String(error));
  const body = {
    name: err.name.slice(0, 100),
    message: err.message.slice(0, 1_000),
    stack: (err.stack ?? '').slice(0, 4_000),
    componentStack: (info?.componentStack ?? '').slice(0, 2_000),
    path: window.location.pathname.slice(0, 500),
    loadFailure: isLoadFailure(err),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
