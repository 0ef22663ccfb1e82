import { memo, useMemo, useState } from 'react';
import { Alert, Button, List, Text } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';
import { rollForward } from '../workbench/vouchers.js';
import type { TrialBalance } from '../workbench/trial-balance.js';
import { useVoucherCount, useVouchers } from './vouchers.js';

/**
 * Up to this many vouchers the check runs by itself (a few pages); above it, when asked: a year
 * of a million rows is a hundred megabytes of vouchers to read.
 */
const AUTOMATIC_UP_TO = 20_000;

/**
 * The completeness check (issue #33): the period's vouchers roll every account from its opening
 * to its closing balance (opening + its voucher rows = closing), or the accounts that do not.
 * Memoized: its props change only with the year and the range, and a trial balance that does not
 * roll lists every account, which was most of a filter's or a sort's work (2,049 of 3,573
 * component renders in the workbench bench's class filter).
 */
const VoucherCheck = memo(function VoucherCheck(p: {
  company: string;
  financialYearId: string;
  from: string;
  to: string;
  tb: TrialBalance;
}) {
  const w = useT().workbench.vouchers;
  const range = { company: p.company, financialYearId: p.financialYearId, from: p.from, to: p.to };
  const count = useVoucherCount(range);
  const [asked, setAsked] = useState(false);
  const large = count.data != null && count.data > AUTOMATIC_UP_TO;
  const vouchers = useVouchers(count.isPending || (large && !asked) ? null : range);
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
      {large && !asked ? (
        <>
          <Text size="sm">{w.check.large(count.data!)}</Text>
          <Button size="xs" mt="xs" variant="default" onClick={() => setAsked(true)}>
            {w.check.run}
          </Button>
        </>
      ) : count.isPending || vouchers.isPending ? (
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
});

export default VoucherCheck;
