import { currentT } from '../../i18n/index.js';
import { ApiError, describeError } from '../../lib/data/api.js';

/** What a refused sign-in step says: wrong credentials, the throttle's wait, or the error itself. */
export function signInErrorText(err: unknown): string {
  const { auth } = currentT();
  if (err instanceof ApiError) {
    if (err.status === 401) return auth.wrongCredentials;
    if (err.status === 429) {
      const mins = err.retryAfterS ? Math.max(1, Math.ceil(err.retryAfterS / 60)) : null;
      return auth.tooManyAttempts(mins);
    }
  }
  return describeError(err);
}
