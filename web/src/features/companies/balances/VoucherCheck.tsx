import { useMemo } from 'react';
import { Alert, List, Text } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';
import { rollForward } from '../workbench/vouchers.js';
import type { TrialBalance } from '../workbench/trial-balance.js';
import { useVouchers } from './vouchers.js';

/**
 * The completeness check (issue #33): the period's vouchers roll every account from its opening
 * to its closing balance (opening + its voucher rows = closing), or the accounts that do not.
 */
export default function VoucherCheck(p: {
  company: string;
  financialYearId: string;
  from: string;
  to: string;
  tb: TrialBalance;
}) {
  const w = useT().workbench.vouchers;
  const vouchers = useVouchers({
    company: p.company,
    financialYearId: p.financialYearId,
    from: p.from,
    to: p.to,
  });
  const result = useMemo(
    () =>
      vouchers.data
        ? rollForward(
            p.tb.rows.filter((r) => r.presence !== 'priorOnly'),
            vouchers.data,
          )
        : null,
    [vouchers.data, p.tb],
  );
  const color = !result ? 'gray' : result.notRolling.length === 0 ? 'green' : 'red';
  return (
    <Alert color={color} variant="light" title={w.check.title} data-testid="voucher-check">
      {vouchers.isPending ? (
        <Text size="sm">{w.check.loading}</Text>
      ) : vouchers.isError || !result ? (
        <Text size="sm">{w.check.failed}</Text>
      ) : result.notRolling.length === 0 ? (
        <Text size="sm">{w.check.rolls(result.checked)}</Text>
      ) : (
        <>
          <Text size="sm">{w.check.notRolling(result.notRolling.length)}</Text>
          <List size="sm">
            {result.notRolling.map((n) => (
              <List.Item key={n.account}>
                {w.check.line(
                  n.account,
                  formatMoney(n.opening),
                  formatMoney(n.vouchers),
                  formatMoney(n.closing),
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
