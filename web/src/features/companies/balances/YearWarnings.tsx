import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '../../../lib/routing/Link.js';
import { useT } from '../../../i18n/index.js';
import type { YearWarning } from './yearFiles.js';

/** One notice per year whose balances do not come from a verified file, with what to do. */
export function YearWarningAlerts({
  warnings,
  filesPath,
}: {
  warnings: YearWarning[];
  filesPath: string;
}) {
  const b = useT().balances;
  return (
    <>
      {warnings.map((w) => (
        <Alert
          key={w.year.id}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={b.notVerifiedTitle(w.year.startDate, w.year.endDate)}
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {w.status === 'parsed'
            ? b.notVerified.parsed
            : w.status === 'corrupt'
              ? b.notVerified.corrupt
              : w.status === 'pending'
                ? b.notVerified.pending
                : b.notVerified.none}{' '}
          {w.status === 'pending' ? null : (
            <Anchor component={Link} to={filesPath} size="sm">
              {b.toFiles}
            </Anchor>
          )}
        </Alert>
      ))}
    </>
  );
}
