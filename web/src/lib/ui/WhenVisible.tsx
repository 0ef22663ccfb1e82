import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport (within `margin`), and holds that
 * place at `minHeight` until then, so nothing below it moves when it appears. For what is heavy
 * to load and may be below the fold (the balances chart and recharts with it, 110 KB gzip): on a
 * phone it is fetched when scrolled to, not with the page. Where IntersectionObserver is missing
 * (old browsers, jsdom) it renders at once.
 */
export function WhenVisible(props: { minHeight: number; margin?: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${props.margin ?? 200}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, props.margin]);
  return (
    <div ref={ref} style={{ minHeight: props.minHeight }}>
      {seen ? props.children : null}
    </div>
  );
}
