import type { ComboboxItem } from '@mantine/core';
import type { FinancialYear, Group, User } from '@ledger/contract';
import { fullName } from '../format/format.js';

// What the pickers list, apart from the pickers: a screen that only names users or groups this
// way does not load Mantine's Select, its Combobox and floating-ui.

/** A user as a picker shows them: `Anna Lindqvist (anna@…)`, or the email alone. */
export function userOption(u: User): ComboboxItem {
  const name = fullName(u);
  return { value: u.id, label: name ? `${name} (${u.email})` : u.email };
}

export function groupOption(g: Group): ComboboxItem {
  return { value: g.id, label: g.name };
}

/** `2024-01-01 – 2024-12-31` */
export function yearOption(y: Pick<FinancialYear, 'id' | 'startDate' | 'endDate'>): ComboboxItem {
  return { value: y.id, label: `${y.startDate} – ${y.endDate}` };
}
