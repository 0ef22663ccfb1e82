import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A form whose code (react-hook-form, zod and the contract's schemas: about 47 KB gzip) is fetched
 * when the form is first drawn, not with its page: a page that mostly shows data, and a reader who
 * may not change anything, do not load it.
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyForm(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** `PickOneForm`, loaded when drawn. */
export const LazyPickOneForm = lazyForm(() =>
  import('./PickOneForm.js').then((m) => m.PickOneForm),
);
