import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { loadScreenWords, setLanguage } from '../i18n/index.js';
import { timeoutScale } from '../../../scripts/timeout-scale.mjs';

// jsdom lacks these browser APIs that Mantine uses.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= function () {};
  // Mantine's autosizing Textarea listens for web fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: {
        ready: Promise.resolve(),
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
}

// Mantine's notifications live in one store for the whole worker (files share modules,
// `isolate: false`): a file that leaves five toasts behind would queue the next file's first one
// out of sight, so every test ends with none.
afterEach(() => {
  cleanup();
  notifications.clean();
});
// A screen may start loading code it will need (a form's schemas, a lazy picker) and the file
// end before it arrives; the module then loads into a torn-down environment and fails the run
// ("Cannot load … after the environment was torn down"). Each file waits for those first.
afterAll(() => vi.dynamicImportSettled());

// Testing Library's find* and waitFor give up after 1 s by default: a screen whose code loads
// lazily takes longer than that on a loaded machine. They return as soon as what they wait for
// is there, so a longer limit slows nothing that passes; it grows with the machine's load, as
// the tests' own timeouts do.
configure({ asyncUtilTimeout: 10_000 * timeoutScale() });

// Components read their words from the active catalog: tests run in English.
await setLanguage('en');
await loadScreenWords();
