import { request } from './api.js';
import type { Language } from '../../i18n/index.js';

/**
 * Tells the BFF the language chosen in the menu. The console itself does not take it back (an
 * open session keeps its own language, docs/I18N.md); the BFF's API reference page opens in it.
 * A failure changes nothing on screen, so it is not reported.
 */
export function saveAccountLanguage(lang: Language): void {
  request<void>('/api/preferences', { method: 'PUT', body: { language: lang } }).catch(
    () => undefined,
  );
}
