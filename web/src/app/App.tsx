import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { createQueryClient } from '../lib/data/queries.js';
import { cssVariablesResolver, themeIn } from './theme.js';
import { useT } from '../i18n/index.js';
import { AppRoutes } from './router.js';
import { ModalsHost } from '../lib/ui/ModalsHost.js';
import { AppBoundary } from '../lib/ui/ErrorBoundaries.js';
import { retryingLazy } from '../lib/ui/loadFailures.js';

/** The toasts' container and its transitions (6 KB gzip) are not needed for the first paint. */
const NotificationsHost = retryingLazy(() => import('./NotificationsHost.js'));

export function App(props: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const t = useT();
  const theme = useMemo(() => themeIn(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <AppBoundary>
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
          <ModalsHost />
          <AppRoutes />
        </AppBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
