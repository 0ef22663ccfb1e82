import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../lib/data/api.js';
import { sessionKey } from '../../lib/data/session.js';
import { confirmDelete } from '../../lib/ui/confirm.js';
import { notify } from '../../lib/ui/notices.js';
import { useT } from '../../i18n/index.js';
import {
  useAccessChanges,
  type AccessAccount,
  type AccessOverview,
  type SetupLink,
} from './accessApi.js';

export type AccessSession = AccessOverview['sessions'][number];

/**
 * The page's confirmed changes (remove an account, reset its password, end sessions) and the
 * set-up link a reset hands out. `me`: the signed-in account, which is signed out here when
 * one of them ends its own session.
 */
export function useAccessActions(me: string | undefined) {
  const a = useT().access;
  const changes = useAccessChanges();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [link, setLink] = useState<SetupLink | null>(null);
  /** The owner reset its own account: signed out once the new link has been taken. */
  const [outAfterLink, setOutAfterLink] = useState(false);

  const signedOut = () => {
    qc.clear();
    qc.setQueryData(sessionKey, null);
    void navigate('/sign-in', { replace: true });
  };
  const failed = (err: unknown) => notify({ color: 'red', message: describeError(err) });
  const ownText = (text: string, username: string) =>
    username === me ? `${text} ${a.endAllOwnText}` : text;

  return {
    link,
    setLink,
    closeLink: () => {
      setLink(null);
      if (outAfterLink) signedOut();
    },
    remove: (account: AccessAccount) =>
      confirmDelete({
        title: a.removeTitle(account.username),
        message: ownText(a.removeText, account.username),
        confirmLabel: a.remove,
        onConfirm: () =>
          changes.remove.mutate(account.username, {
            onSuccess: () => {
              notify({ color: 'teal', message: a.removed(account.username) });
              if (account.username === me) signedOut();
            },
            onError: failed,
          }),
      }),
    reset: (account: AccessAccount) =>
      confirmDelete({
        title: a.resetTitle(account.username),
        message: ownText(a.resetText, account.username),
        confirmLabel: a.reset,
        onConfirm: () =>
          changes.reset.mutate(account.username, {
            onSuccess: (l) => {
              notify({ color: 'teal', message: a.resetDone(account.username) });
              setOutAfterLink(account.username === me);
              setLink(l);
            },
            onError: failed,
          }),
      }),
    endAll: (username: string) =>
      confirmDelete({
        title: a.endAllTitle(username),
        message: ownText(a.endAllText, username),
        confirmLabel: username === me ? a.endOwnConfirm : a.endAll,
        onConfirm: () =>
          changes.endSessions.mutate(
            { username },
            {
              onSuccess: () => {
                notify({ color: 'teal', message: a.endedAll(username) });
                if (username === me) signedOut();
              },
              onError: failed,
            },
          ),
      }),
    endOne: (s: AccessSession) =>
      confirmDelete({
        title: s.current ? a.endOwnTitle : a.endTitle(s.username),
        message: s.current ? a.endOwnText : a.endText,
        confirmLabel: s.current ? a.endOwnConfirm : a.end,
        onConfirm: () =>
          changes.endSessions.mutate(
            { session: s.id },
            {
              onSuccess: () => {
                notify({ color: 'teal', message: a.ended });
                if (s.current) signedOut();
              },
              onError: failed,
            },
          ),
      }),
  };
}

export type AccessActions = ReturnType<typeof useAccessActions>;
