import { useEffect } from 'react';
import { ModalsProvider as MantineModals } from '@mantine/modals';

/** Mantine's dialogs provider; `onReady` runs once its event listeners are on (its effects run first). */
export default function ModalsProvider({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <MantineModals />;
}
