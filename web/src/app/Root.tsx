import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notify, useNoticesFollowThePage } from '../lib/ui/notices.js';
import { onUnauthorized } from '../lib/data/api.js';
import { sessionKey } from '../lib/data/session.js';
import { currentT } from '../i18n/index.js';

/** Top of every route: sends the user to sign-in when the session expires, then back here. */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const here = location.pathname + location.search;
  useNoticesFollowThePage();

  useEffect(
    () =>
      onUnauthorized(() => {
        if (location.pathname === '/sign-in') return;
        qc.setQueryData(sessionKey, null);
        qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
        notify({
          id: 'session-expired',
          keep: true,
          color: 'yellow',
          title: currentT().shell.signedOut,
          message: currentT().shell.sessionExpired,
        });
        navigate(`/sign-in?next=${encodeURIComponent(here)}`, { replace: true });
      }),
    [navigate, qc, here, location.pathname],
  );

  return <Outlet />;
}
