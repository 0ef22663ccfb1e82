import { useState } from 'react';
import { Text } from '@mantine/core';
import type { XSheet } from '../workbench/workbook.js';

/**
 * A view's .xlsx export: busy while the writer loads and writes, failed if it could not. The
 * sheets are made on the click and the writer (`exportWorkbook.ts`) loaded on the first one.
 */
export function useWorkbookExport() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async (sheets: () => XSheet[], fileName: string) => {
    setState('busy');
    try {
      const { exportWorkbook } = await import('./exportWorkbook.js');
      await exportWorkbook(sheets(), fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { busy: state === 'busy', failed: state === 'failed', run };
}

/** Said under the export buttons when the workbook could not be made. */
export function ExportFailed({ shown, text }: { shown: boolean; text: string }) {
  return shown ? (
    <Text c="red" size="sm" role="alert" mt="xs">
      {text}
    </Text>
  ) : null;
}
