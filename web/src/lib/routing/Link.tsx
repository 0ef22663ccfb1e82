import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * The app's one in-app link (eslint's `no-restricted-imports` refuses react-router's `Link`):
 * an `<a>` whose click moves through the router's navigator (and so through the leave guard,
 * `leaveGuard.tsx`), a modified or middle click left to the browser. react-router's own `Link`
 * keeps its framework-mode code (page prefetch links, discovery) in the entry: 2 KB gzip.
 * Use it as Mantine's `component={Link}` or alone; a caller's `onClick` runs first and may
 * prevent the move.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const move = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) move(event);
      }}
    />
  );
});
