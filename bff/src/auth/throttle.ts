/** The sign-in throttle: at most SIGNIN_MAX_FAILURES failed sign-ins per username and address within the window. */
export const SIGNIN_WINDOW_MS = 15 * 60_000;
export const SIGNIN_MAX_FAILURES = 5;
