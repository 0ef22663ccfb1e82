import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';

/**
 * A table cell's number or name that opens something (an account's months or vouchers, a voucher,
 * a test's findings): a button written as an underlined link.
 */
export function CellLink({
  style,
  ...props
}: Omit<UnstyledButtonProps, 'style'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof UnstyledButtonProps | 'style'> & {
    style?: CSSProperties;
  }) {
  return (
    <UnstyledButton
      c="indigo.8"
      fz="sm"
      fw={600}
      style={{ ...style, textDecoration: 'underline' }}
      {...props}
    />
  );
}
