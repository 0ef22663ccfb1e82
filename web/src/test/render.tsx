import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

/** Render inside the providers every console component expects. */
export function renderUi(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}
