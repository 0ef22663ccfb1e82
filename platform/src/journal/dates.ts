/**
 * Dates as day numbers (days since 1970-01-01, UTC) and the Swedish holidays of a year.
 *
 * The holidays are those of Lag (1989:253) om allmänna helgdagar: nyårsdagen, trettondedag jul,
 * långfredagen, påskdagen, annandag påsk, Kristi himmelsfärds dag, första maj, pingstdagen,
 * nationaldagen, midsommardagen, alla helgons dag, juldagen and annandag jul (the law also
 * counts every Sunday; the `weekend` test has those). Since 2005 nationaldagen (6 June) is a
 * holiday and annandag pingst is not; before 2005 it was the other way round. The three eves
 * of the issue (midsommarafton, julafton, nyårsafton) are not holidays by law, but are days
 * off in practice, and are in the calendar too.
 */
import type { HolidayKey } from '@ledger/contract/holidays';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a YYYY-MM-DD date, or NaN when it is not one. */
export function dayNumber(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) return NaN;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return NaN;
  return t / MS_PER_DAY;
}

export function isoOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * Easter Sunday of a Gregorian year: the anonymous algorithm (Meeus/Jones/Butcher), exact for
 * every Gregorian year.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Saturday in [from, from + 6] (day numbers). */
function saturdayFrom(from: number): number {
  return from + ((6 - weekdayOfDay(from) + 7) % 7);
}

/** The holidays and eves of a year: day number -> key. */
export function swedishHolidays(year: number): Map<number, HolidayKey> {
  const out = new Map<number, HolidayKey>();
  const on = (mmdd: string) => dayNumber(`${year}-${mmdd}`);
  const easter = dayNumber(easterSunday(year));
  out.set(on('01-01'), 'nyarsdagen');
  out.set(on('01-06'), 'trettondedag-jul');
  out.set(easter - 2, 'langfredagen');
  out.set(easter, 'paskdagen');
  out.set(easter + 1, 'annandag-pask');
  out.set(on('05-01'), 'forsta-maj');
  out.set(easter + 39, 'kristi-himmelsfards-dag');
  out.set(easter + 49, 'pingstdagen');
  if (year >= 2005) out.set(on('06-06'), 'nationaldagen');
  else out.set(easter + 50, 'annandag-pingst');
  const midsommardagen = saturdayFrom(on('06-20'));
  out.set(midsommardagen - 1, 'midsommarafton');
  out.set(midsommardagen, 'midsommardagen');
  out.set(saturdayFrom(on('10-31')), 'alla-helgons-dag');
  out.set(on('12-24'), 'julafton');
  out.set(on('12-25'), 'juldagen');
  out.set(on('12-26'), 'annandag-jul');
  out.set(on('12-31'), 'nyarsafton');
  return out;
}

/** Holidays of any year, computed once per year. */
export class HolidayCalendar {
  private readonly years = new Map<number, Map<number, HolidayKey>>();
  private readonly days = new Map<number, HolidayKey | null>();

  /** The holiday on a day number, if any. */
  holiday(day: number): HolidayKey | undefined {
    const known = this.days.get(day);
    if (known !== undefined) return known ?? undefined;
    const h = this.lookup(day);
    this.days.set(day, h ?? null);
    return h;
  }

  private lookup(day: number): HolidayKey | undefined {
    const year = new Date(day * MS_PER_DAY).getUTCFullYear();
    let map = this.years.get(year);
    if (!map) {
      map = swedishHolidays(year);
      this.years.set(year, map);
    }
    return map.get(day);
  }
}
