import { Suspense, type ComponentType } from 'react';
import { retryingLazy } from '../ui/loadFailures.js';
import type { ComboboxItem } from '@mantine/core';
import { useT } from '../../i18n/index.js';

/**
 * A form whose code (react-hook-form, zod and the contract's schemas: about 47 KB gzip) is fetched
 * when the form is first drawn, not with its page: a page that mostly shows data, and a reader who
 * may not change anything, do not load it. A form with content under it gives its `Shape`: drawn
 * until the code is here, at the form's size, so what is under it does not move (layout shift).
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Shape?: ComponentType<P>,
): ComponentType<P> {
  const Loaded = retryingLazy(async () => ({ default: await load() }));
  return function LazyForm(props: P) {
    return (
      <Suspense fallback={Shape ? <Shape {...props} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** `PickOneForm`, loaded when drawn. */
export const LazyPickOneForm = lazyForm(() =>
  import('./PickOneForm.js').then((m) => m.PickOneForm),
);

/**
 * A detail page's form that adds one thing to it (a member to a group, the user to a group): a
 * `PickOneForm` named by its picker's label, with an Add button, under the page's heading.
 */
export function AddOneForm(props: {
  label: string;
  placeholder: string;
  requiredMessage: string;
  options: ComboboxItem[];
  onSubmit: (id: string) => Promise<unknown>;
}) {
  const t = useT();
  return (
    <LazyPickOneForm
      {...props}
      formLabel={props.label}
      submitLabel={t.common.add}
      maw={560}
      mb="md"
    />
  );
}
