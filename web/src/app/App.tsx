import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createQueryClient } from '../lib/data/queries.js';
import { cssVariablesResolver, themeIn } from './theme.js';
import { useT } from '../i18n/index.js';
import { AppRoutes } from './router.js';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const t = useT();
  const theme = useMemo(() => themeIn(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        {/* Top right below the header (styles.css): clear of its tenant switcher and Sign out, and
            away from the row actions at the bottom right of a short page. */}
        <Notifications position="top-right" />
        <AppRoutes />
      </QueryClientProvider>
    </MantineProvider>
  );
}
