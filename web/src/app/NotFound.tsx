import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '../lib/routing/Link.js';
import { useT } from '../i18n/index.js';
import { useDocumentTitle } from '../lib/ui/ui.js';

export function NotFound({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  useDocumentTitle(t.shell.pageNotFound);
  return (
    <Center py={standalone ? 120 : 'xl'} component="main">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2">
          {t.shell.pageNotFound}
        </Title>
        <Text c="dimmed">{t.shell.nothingAtAddress}</Text>
        <Anchor component={Link} to="/">
          {t.shell.goToOverview}
        </Anchor>
      </Stack>
    </Center>
  );
}
