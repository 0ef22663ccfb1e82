import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place Mantine's Tooltip is used
import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

type HoverProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
};

/**
 * A hint shown while the pointer is over its element: Mantine's `Tooltip`, mounted only once the
 * pointer first comes to the element. A list's rows each had a tooltip (a file's status, an
 * invitation's resend button), and each mounted its floating-ui hooks, a portal and a transition
 * with the row, whose first commit set state in every one of them: a synchronous update that
 * made React run the whole commit's effects in the same long task (docs/PERFORMANCE.md). Escape
 * hides it, as a hint must be dismissible without moving the pointer (WCAG 2.2, 1.4.13).
 */
export function HintTooltip({
  label,
  children,
  ...tooltip
}: {
  label: ReactNode;
  children: ReactElement<HoverProps>;
} & Omit<TooltipProps, 'label' | 'children' | 'target' | 'opened' | 'defaultOpened'>) {
  const element = useRef<HTMLElement>(null);
  const own = children.props;
  const ref = useMergedRef(element, own.ref);
  const id = useId();
  const [hovered, setHovered] = useState(false);
  // Mounted from the first hover on: it then fades in and out as Mantine's does.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!hovered) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setHovered(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hovered]);
  return (
    <>
      {cloneElement(children, {
        ref,
        // As Mantine's own: the element is described by its hint while it shows.
        'aria-describedby': hovered ? id : own['aria-describedby'],
        onMouseEnter: (e: MouseEvent<HTMLElement>) => {
          own.onMouseEnter?.(e);
          setMounted(true);
          setHovered(true);
        },
        onMouseLeave: (e: MouseEvent<HTMLElement>) => {
          own.onMouseLeave?.(e);
          setHovered(false);
        },
      })}
      {mounted ? (
        <Tooltip
          {...tooltip}
          label={<span id={id}>{label}</span>}
          target={element}
          opened={hovered}
        />
      ) : null}
    </>
  );
}
