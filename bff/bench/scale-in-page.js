// In-page instrumentation for the scale bench (bff/bench/scale.bench.ts), added to every page
// with addInitScript, so it runs before the console's own code. It only watches: rows, keys,
// clicks, frames and long tasks; it never changes the page.
//
// A list is a table (`table`, role table or grid); its data rows are the `tbody tr` that are not
// aria-hidden (virtual lists hide their spacer rows) and hold text. Times are performance.now()
// (milliseconds since the navigation started); event times are the events' own timeStamp, so
// a key or click that waited behind a busy main thread counts from when it was made.
/* global window, document, requestAnimationFrame, getComputedStyle */
(() => {
  const lists = () => [...document.querySelectorAll('table, [role="table"], [role="grid"]')];
  // A generator, so the checks made every frame stop at the first row that answers them.
  function* dataRows() {
    for (const list of lists())
      for (const r of list.querySelectorAll('tbody tr'))
        if (r.getAttribute('aria-hidden') !== 'true' && r.textContent.trim() !== '') yield r;
  }
  const some = (rows, test) => {
    for (const r of rows) if (test(r)) return r;
    return null;
  };
  const shown = (el) => el.getClientRects().length > 0 && el.checkVisibility();
  const lower = (s) => s.toLocaleLowerCase('sv-SE');

  /** Calls `tick` once per frame until it returns true (or `stop()` is called). */
  const everyFrame = (tick) => {
    let stopped = false;
    const loop = () => {
      if (stopped || tick(performance.now())) return;
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    return () => (stopped = true);
  };

  const scale = {
    firstRowsAt: null,
    dataRowCount: () => [...dataRows()].length,
    firstRowText: () => dataRows().next().value?.textContent ?? null,

    /** Typing: every key's time; `shownAt` is the first frame after the last key from which on
     * the list shows only rows containing `needle` (and at least one). */
    armFollow(needle) {
      const want = lower(needle);
      const state = { keys: 0, firstKeyAt: null, lastKeyAt: null, shownAt: null };
      document.addEventListener(
        'keydown',
        (e) => {
          state.keys++;
          state.firstKeyAt ??= e.timeStamp;
          state.lastKeyAt = e.timeStamp;
          state.shownAt = null;
        },
        true,
      );
      scale.follow = state;
      scale.stopFollow = everyFrame((now) => {
        if (state.lastKeyAt === null) return false;
        const ok =
          scale.firstRowText() !== null &&
          !some(dataRows(), (r) => !lower(r.textContent).includes(want));
        if (!ok) state.shownAt = null;
        else state.shownAt ??= now;
        return false;
      });
    },

    /** The next click, and the first frame after it in which the first data row is another. */
    armFirstRowChange() {
      const before = scale.firstRowText();
      const state = { clickAt: null, changedAt: null, before, after: null };
      document.addEventListener('click', (e) => (state.clickAt ??= e.timeStamp), true);
      scale.change = state;
      everyFrame((now) => {
        if (state.clickAt === null) return false;
        const first = scale.firstRowText();
        if (first === null || first === before) return false;
        state.changedAt = now;
        state.after = first;
        return true;
      });
    },

    /** The next click, and the first frame after it with no data row containing `text`. */
    armRowGone(text) {
      const want = lower(text);
      const holds = (r) => lower(r.textContent).includes(want);
      const state = { clickAt: null, goneAt: null };
      document.addEventListener('click', (e) => (state.clickAt ??= e.timeStamp), true);
      scale.gone = state;
      // The row last seen with the text, checked first: a full scan only once it has changed.
      let row = some(dataRows(), holds);
      everyFrame((now) => {
        if (state.clickAt === null) return false;
        if (row?.isConnected && holds(row)) return false;
        row = some(dataRows(), holds);
        if (row) return false;
        state.goneAt = now;
        return true;
      });
    },

    /** The element that scrolls the list (an ancestor that scrolls vertically, else the page). */
    scroller() {
      for (let el = lists()[0]?.parentElement; el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowY;
        if (/(auto|scroll|overlay)/.test(overflow) && el.scrollHeight > el.clientHeight + 1)
          return el;
      }
      return document.scrollingElement;
    },

    /** Where to put the mouse to wheel the list, and how far it is scrolled. */
    scrollState() {
      const el = scale.scroller();
      const page = el === document.scrollingElement;
      const r = page
        ? { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
        : el.getBoundingClientRect();
      const top = Math.max(0, r.top);
      const bottom = Math.min(window.innerHeight, r.bottom);
      return {
        x: Math.round((Math.max(0, r.left) + Math.min(window.innerWidth, r.right)) / 2),
        y: Math.round((top + bottom) / 2),
        scrollTop: el.scrollTop,
        atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
        scrollHeight: el.scrollHeight,
      };
    },

    /** Long tasks and frames from now until `stopWatchingMainThread()`. */
    watchMainThread() {
      if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) return false;
      const state = { longTasks: [], frames: 0, startedAt: performance.now(), endedAt: null };
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const stopFrames = everyFrame(() => {
        state.frames++;
        return false;
      });
      scale.stopWatchingMainThread = () => {
        for (const entry of observer.takeRecords()) state.longTasks.push(entry.duration);
        observer.disconnect();
        stopFrames();
        state.endedAt = performance.now();
        return {
          longTasks: state.longTasks.length,
          longestTaskMs: state.longTasks.length ? Math.max(...state.longTasks) : 0,
          fps: (state.frames * 1000) / (state.endedAt - state.startedAt),
        };
      };
      return true;
    },

    /** Resolves after `n` frames (the page has painted what the last input did). */
    frames(n = 2) {
      return new Promise((resolve) => {
        let left = n;
        everyFrame(() => {
          if (--left > 0) return false;
          resolve(undefined);
          return true;
        });
      });
    },
  };
  window.__scale = scale;

  // Time to first rows: the first frame with a visible data row, from the navigation's start.
  everyFrame((now) => {
    if (!some(dataRows(), shown)) return now > 300_000;
    scale.firstRowsAt = now;
    return true;
  });
})();
