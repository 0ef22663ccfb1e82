import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { currentT, isLanguage, setLanguage, type Language } from '../../i18n/index.js';
import { request } from './api.js';
import { sessionKey, useSession, type Session } from './session.js';

/** The account's remembered language, as the session says it (null when none or unknown). */
function accountLanguage(session: Session | null | undefined): Language | null {
  const value = session?.user.language;
  return isLanguage(value) ? value : null;
}

/** Signed in: the console follows the language the account chose last, in any browser. */
export function useAccountLanguage(): void {
  const preferred = accountLanguage(useSession().data);
  useEffect(() => {
    if (preferred) void setLanguage(preferred);
  }, [preferred]);
}

/** Keeps a choice made in the menu for the signed-in account (the session cache follows). */
export function useSaveLanguage(): (lang: Language) => void {
  const qc = useQueryClient();
  return (lang) => {
    qc.setQueryData<Session | null>(sessionKey, (s) =>
      s ? { ...s, user: { ...s.user, language: lang } } : s,
    );
    request<void>('/api/preferences', { method: 'PUT', body: { language: lang } }).catch(() =>
      notifications.show({
        id: 'language-not-saved',
        color: 'yellow',
        message: currentT().shell.languageNotSaved,
      }),
    );
  };
}
