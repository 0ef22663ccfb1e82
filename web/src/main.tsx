import './styles/first.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { initialLanguage, setLanguage } from './i18n/index.js';
import { preparePlural } from './i18n/plural.js';
import { createQueryClient } from './lib/data/queries.js';
import { sessionQuery } from './lib/data/queryOptions.js';
import { prefetchPath } from './lib/routing/prefetch.js';
import { makeZodJitless } from './lib/forms/zodSettings.js';
import { forgetFailedStyleSheets } from './lib/ui/loadFailures.js';

// Before any schema is built: zod must not probe `new Function` under the CSP.
makeZodJitless();
forgetFailedStyleSheets();

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
// Everything the first screen waits for is asked for before the first render: the catalog of the
// language in use (the render waits for it; the other language's is fetched only if the person
// switches) and the session; once the session is known, the first reads of the screen in the
// address bar and then its code (lib/routing/prefetch.ts). The code waits for the session's
// answer so that the reads are not queued behind its chunks on the browser's connections.
const queryClient = createQueryClient();
const here = location.pathname + location.search;
const language = initialLanguage();
const words = setLanguage(language);
// In a task of its own while the network works, not inside the first screen's render.
setTimeout(() => preparePlural(language));
const firstScreen = queryClient.prefetchQuery(sessionQuery).then(() => {
  const screen = prefetchPath(queryClient, here);
  // Signed out, the screen is sign-in (in the entry): its code is not waited for.
  return queryClient.getQueryData(sessionQuery.queryKey) ? screen : undefined;
});
// The first render also waits for the screen's code and first reads, for a while. Rendered before
// its code, the screen shows its loading state, and React then holds the screen back until 300 ms
// after that state appeared (its fallback throttle); rendered before its data, the data's arrival
// renders the screen again in one long task, where the first render is a transition, in slices.
// A screen slower than this shows its loading state meanwhile.
const FIRST_SCREEN_WAIT_MS = 1000;
const codeOrTimeout = Promise.race([
  firstScreen,
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]);
// The first render as a transition: React renders it in slices of a few milliseconds, giving the
// main thread back between them, instead of in one long task (Lighthouse's total blocking time).
void Promise.all([words, codeOrTimeout]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
