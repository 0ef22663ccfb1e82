import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

/**
 * Render inside the providers every console component expects. Mantine's test environment turns
 * off transitions and portals, so a select's options are there as soon as it opens.
 */
export function renderUi(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
