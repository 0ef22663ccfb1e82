/* eslint-disable ui-strings/no-literal-text -- product and system names, the same in every language */
/**
 * A browser's User-Agent in plain words ("Chrome on Windows"): the browser and the system, as a
 * person would name them; null when neither is recognised.
 */
export function parseDevice(ua: string | null | undefined): { browser: string; os: string } | null {
  if (!ua) return null;
  const browser = /\bEdgA?\//.test(ua)
    ? 'Edge'
    : /\bOPR\//.test(ua)
      ? 'Opera'
      : /\bSamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /\b(Firefox|FxiOS)\//.test(ua)
          ? 'Firefox'
          : /\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(ua)
            ? 'Chrome'
            : /\bVersion\/[\d.]+.*\bSafari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /\bCrOS\b/.test(ua)
    ? 'ChromeOS'
    : /\bWindows\b/.test(ua)
      ? 'Windows'
      : /\biPad\b/.test(ua)
        ? 'iPad'
        : /\b(iPhone|iPod)\b/.test(ua)
          ? 'iPhone'
          : /\bAndroid\b/.test(ua)
            ? 'Android'
            : /\bMac OS X\b|\bMacintosh\b/.test(ua)
              ? 'macOS'
              : /\bLinux\b/.test(ua)
                ? 'Linux'
                : null;
  if (!browser && !os) return null;
  return { browser: browser ?? '?', os: os ?? '?' };
}
