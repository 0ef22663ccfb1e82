import { Navigate } from 'react-router';
import { useSession } from '../lib/data/session.js';
import { ErrorState, LoadingState } from '../lib/ui/ui.js';
import { tenantPath } from '../lib/routing/tenantPath.js';

export function RootRedirect() {
  const session = useSession();
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  const first = session.data?.tenants[0];
  if (!session.data || !first) return <Navigate to="/sign-in" replace />;
  return <Navigate to={tenantPath(first.id)} replace />;
}
