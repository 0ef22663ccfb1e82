import { describe, expect, it } from 'vitest';
import { dayNumber, easterSunday, isoOfDay, swedishHolidays, weekdayOfDay } from './dates.js';

const holidaysOf = (year: number) =>
  Object.fromEntries([...swedishHolidays(year)].map(([day, key]) => [isoOfDay(day), key]));

describe('Swedish holidays (Lag (1989:253) om allmänna helgdagar, plus the three eves)', () => {
  it('Easter Sunday 2019-2027', () => {
    const easter = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027].map(easterSunday);
    expect(easter).toEqual([
      '2019-04-21',
      '2020-04-12',
      '2021-04-04',
      '2022-04-17',
      '2023-04-09',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
    ]);
    // far from today too: the algorithm's known extremes
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('midsommar (Saturday 20-26 June) and alla helgons dag (Saturday 31 Oct-6 Nov), 2019-2027', () => {
    const find = (year: number, key: string) =>
      Object.entries(holidaysOf(year)).find(([, k]) => k === key)?.[0];
    const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027];
    expect(years.map((y) => find(y, 'midsommardagen'))).toEqual([
      '2019-06-22',
      '2020-06-20',
      '2021-06-26',
      '2022-06-25',
      '2023-06-24',
      '2024-06-22',
      '2025-06-21',
      '2026-06-20',
      '2027-06-26',
    ]);
    expect(years.map((y) => find(y, 'midsommarafton'))).toEqual([
      '2019-06-21',
      '2020-06-19',
      '2021-06-25',
      '2022-06-24',
      '2023-06-23',
      '2024-06-21',
      '2025-06-20',
      '2026-06-19',
      '2027-06-25',
    ]);
    expect(years.map((y) => find(y, 'alla-helgons-dag'))).toEqual([
      '2019-11-02',
      '2020-10-31',
      '2021-11-06',
      '2022-11-05',
      '2023-11-04',
      '2024-11-02',
      '2025-11-01',
      '2026-10-31',
      '2027-11-06',
    ]);
  });

  it('the whole of 2024 and 2025', () => {
    expect(holidaysOf(2024)).toEqual({
      '2024-01-01': 'nyarsdagen',
      '2024-01-06': 'trettondedag-jul',
      '2024-03-29': 'langfredagen',
      '2024-03-31': 'paskdagen',
      '2024-04-01': 'annandag-pask',
      '2024-05-01': 'forsta-maj',
      '2024-05-09': 'kristi-himmelsfards-dag',
      '2024-05-19': 'pingstdagen',
      '2024-06-06': 'nationaldagen',
      '2024-06-21': 'midsommarafton',
      '2024-06-22': 'midsommardagen',
      '2024-11-02': 'alla-helgons-dag',
      '2024-12-24': 'julafton',
      '2024-12-25': 'juldagen',
      '2024-12-26': 'annandag-jul',
      '2024-12-31': 'nyarsafton',
    });
    const y2025 = holidaysOf(2025);
    expect(y2025['2025-04-18']).toBe('langfredagen');
    expect(y2025['2025-05-29']).toBe('kristi-himmelsfards-dag');
    expect(y2025['2025-06-08']).toBe('pingstdagen');
    expect(Object.keys(y2025)).toHaveLength(16);
  });

  it('before 2005 annandag pingst was a holiday and 6 June was not', () => {
    const y2004 = holidaysOf(2004);
    expect(y2004['2004-05-31']).toBe('annandag-pingst');
    expect(y2004['2004-06-06']).toBeUndefined();
    expect(holidaysOf(2005)['2005-05-16']).toBeUndefined();
    expect(holidaysOf(2005)['2005-06-06']).toBe('nationaldagen');
  });

  it('day numbers and weekdays', () => {
    expect(weekdayOfDay(dayNumber('2024-09-14'))).toBe(6);
    expect(weekdayOfDay(dayNumber('2024-09-15'))).toBe(0);
    expect(weekdayOfDay(dayNumber('1969-12-31'))).toBe(3);
    expect(dayNumber('2025-01-15') - dayNumber('2024-12-31')).toBe(15);
    expect(dayNumber('2024-02-30')).toBeNaN();
    expect(dayNumber('20240101')).toBeNaN();
  });
});
