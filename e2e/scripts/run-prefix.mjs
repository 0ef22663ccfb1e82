// The run prefix: every name a @mutating test creates starts with it, so a run's data can be found
// and removed again (scripts/cleanup.mjs). It carries the run's start (UTC, to the minute) so
// prefixed data older than an age can be found without any timestamp from the service.

/** `e2e-YYYYMMDDHHMM-xxxx`, e.g. `e2e-202611260630-3f9a`. */
export const PREFIX_RE = /^e2e-(\d{12})-([0-9a-f]{4})$/;
/** Where a prefix stands in a name or an email address. */
export const PREFIX_IN_TEXT = /(?:^|[^\w-])(e2e-\d{12}-[0-9a-f]{4})(?=[\s.]|$)/i;

export function newRunPrefix(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  const rand = Math.floor(Math.random() * 0x10000)
    .toString(16)
    .padStart(4, '0');
  return `e2e-${stamp}-${rand}`;
}

/** The start of the run a prefix names (UTC), or null for a text that is not a prefix. */
export function prefixTime(prefix) {
  const m = PREFIX_RE.exec(prefix);
  if (!m) return null;
  const s = m[1];
  return new Date(
    Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12)),
  );
}

/** The run prefix a name or an email address carries, or null. */
export function prefixOf(text) {
  const m = PREFIX_IN_TEXT.exec(text);
  return m ? m[1].toLowerCase() : null;
}

/** `2h`, `30m`, `1d`, `45s` -> milliseconds (null when it is not such a duration). */
export function parseAge(text) {
  const m = /^(\d+)\s*(s|m|h|d)$/.exec(String(text).trim());
  if (!m) return null;
  return Number(m[1]) * { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 }[m[2]];
}
