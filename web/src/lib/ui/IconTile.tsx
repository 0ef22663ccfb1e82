import type { CSSProperties, ReactNode } from 'react';

/**
 * An icon on a tile of the primary colour (the console's mark in the header and on sign-in, the
 * overview's counts): what Mantine's ThemeIcon draws, as a plain element (`styles.css`,
 * `.icon-tile`), since only the screens in the entry chunk show one. `light`: a pale tile.
 */
export function IconTile(props: {
  size: number;
  variant?: 'filled' | 'light';
  children: ReactNode;
}) {
  return (
    <span
      className="icon-tile"
      data-variant={props.variant ?? 'filled'}
      style={{ '--tile-size': `${props.size}px` } as CSSProperties}
    >
      {props.children}
    </span>
  );
}
