import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconLock } from '@tabler/icons-react';
import { describeError, errorDetails } from '../data/api.js';
import { TechnicalDetails } from './TechnicalDetails.js';
import { useReadyInSlices } from './readyInSlices.js';
import { useT } from '../../i18n/index.js';

/** The browser tab's title: the page's name, then the console's; follows the language. */
export function useDocumentTitle(page: string | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = page ? t.common.documentTitle(page) : t.common.appName;
  }, [page, t]);
}

/**
 * A page's heading, which also names the browser tab (`documentTitle` where the heading is not
 * plain text).
 */
export function PageHeader(props: {
  title: ReactNode;
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(
    props.documentTitle ?? (typeof props.title === 'string' ? props.title : undefined),
  );
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      {/* A name of any length wraps within the screen, between words or, failing that, anywhere. */}
      <div className="page-header-text">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {props.description}
          </Text>
        ) : null}
      </div>
      {props.actions ? <Group gap="sm">{props.actions}</Group> : null}
    </Group>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {label ?? t.common.loading}
        </Text>
      </Group>
    </Center>
  );
}

const NOTICE_TONES = {
  error: { color: 'red', Icon: IconAlertTriangle, role: 'alert' },
  blocked: { color: 'gray', Icon: IconLock, role: undefined },
  /** A passing condition the console waits out or works around (offline, a new version). */
  warning: { color: 'yellow', Icon: IconAlertTriangle, role: 'status' },
} as const;

/**
 * A boxed message: an error (announced at once), a screen that is not open here, or a passing
 * condition (announced politely).
 */
export function Notice(props: {
  tone: keyof typeof NOTICE_TONES;
  title?: ReactNode;
  children: ReactNode;
}) {
  const { color, Icon, role } = NOTICE_TONES[props.tone];
  return (
    <Alert
      color={color}
      variant="light"
      title={props.title}
      icon={<Icon size={18} aria-hidden />}
      role={role}
    >
      {props.children}
    </Alert>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <Notice tone="error" title={t.common.couldNotLoad}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error)}</Text>
        <ErrorDetails error={error} />
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t.common.retry}
          </Button>
        ) : null}
      </Stack>
    </Notice>
  );
}

/** The server's reason and the request id of an error, folded away for support. */
export function ErrorDetails({ error }: { error: unknown }) {
  const t = useT();
  const { reason, requestId } = errorDetails(error);
  return (
    <TechnicalDetails
      items={[
        { label: t.errors.reasonLabel, value: reason },
        { label: t.errors.requestIdLabel, value: requestId },
      ]}
    />
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <IconInbox size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={500}>{title}</Text>
        {children ? (
          <Text c="dimmed" size="sm" ta="center">
            {children}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading / error / empty / content for one query. */
export function QueryView<T>(props: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const t = useT();
  // A list drawn on its read's answer is drawn in slices, the loading state kept meanwhile.
  const ready = useReadyInSlices(!query.isPending);
  if (query.isPending) return <LoadingState label={props.loadingLabel} />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready) return <LoadingState label={props.loadingLabel} />;
  if (props.isEmpty?.(query.data))
    return <>{props.empty ?? <EmptyState title={t.common.nothingHereYet} />}</>;
  return <>{props.children(query.data)}</>;
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Notice tone="error">{message}</Notice>;
}
