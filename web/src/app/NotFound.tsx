import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound({ standalone = false }: { standalone?: boolean }) {
  return (
    <Center py={standalone ? 120 : 'xl'} component="main">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Anchor component={Link} to="/">
          Go to the overview
        </Anchor>
      </Stack>
    </Center>
  );
}
