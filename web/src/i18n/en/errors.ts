/**
 * Error texts: what went wrong and what to do. The BFF's answers carry a stable `code`; texts by
 * code come with the BFF's codes (docs/ERROR-CODES.md), the generic ones by HTTP status here.
 */
export const errors = {
  unreachable: 'The console server cannot be reached. Check your connection and try again.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'It is not there (any more). It may have been removed by someone else.',
  serverTrouble: 'The server could not answer. Try again in a moment.',
  generic: 'Something went wrong.',
  /** The reason as the server gave it, for the details line. */
  serverSaid: (reason: string) => `The server said: ${reason}`,
};
