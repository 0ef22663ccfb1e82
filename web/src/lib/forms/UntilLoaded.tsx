import { Suspense, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A field whose code is fetched as it is first drawn, not with the screen's chunk: until it is
 * here a read-only text field stands in with the field's label, description and error, and the
 * value and size given, so nothing moves when the field arrives.
 */
export function UntilLoaded({
  field,
  children,
  ...standIn
}: Omit<TextInputProps, 'label' | 'description' | 'error' | 'readOnly'> & {
  field: Pick<TextInputProps, 'label' | 'description' | 'error'>;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={field.label}
          description={field.description}
          error={field.error}
          {...standIn}
          readOnly
        />
      }
    >
      {children}
    </Suspense>
  );
}
