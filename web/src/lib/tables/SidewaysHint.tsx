import { useEffect, useState, type RefObject } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useT } from '../../i18n/index.js';

/** Whether a scroll box's content goes on past its right edge (scrolled less than to the end). */
export function useMoreToTheRight(boxRef: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // only a change of the answer renders: scrolling costs a comparison
    const check = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', check);
    };
  }, [boxRef]);
  return more;
}

/**
 * Says, above a table wider than its box, that more columns are to the right, with a button that
 * scrolls there: the box's own scroll bar is at its foot, often below the screen's edge.
 */
export function SidewaysHint({ boxRef }: { boxRef: RefObject<HTMLElement | null> }) {
  const t = useT().common.table;
  const more = useMoreToTheRight(boxRef);
  if (!more) return null;
  return (
    <Group gap="xs" mb={6} wrap="wrap" data-testid="more-columns">
      <Text size="sm" c="dimmed">
        {t.moreColumns}
      </Text>
      <Button
        size="xs"
        variant="subtle"
        rightSection={<IconArrowRight size={14} aria-hidden />}
        onClick={() => {
          const box = boxRef.current;
          if (box) box.scrollBy({ left: box.clientWidth * 0.6, behavior: 'smooth' });
        }}
      >
        {t.nextColumns}
      </Button>
    </Group>
  );
}
