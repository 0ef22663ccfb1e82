import type {
  ComboboxItem,
  ComboboxItemGroup,
  ComboboxParsedItem,
  OptionsFilter,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FocusEvent } from 'react';
import { currentT } from '../../i18n/index.js';
import './pickers.css';

/*
 * Pickers over whole V1 lists (V1's lists have no paging: a tenant may have thousands of users).
 * They search as you type and render at most PICKER_LIMIT options, with a hint when more match.
 */

/** The most options a picker renders at once. */
export const PICKER_LIMIT = 50;

const fold = (s: string) => s.toLocaleLowerCase('sv-SE');

/** Whether a label holds every typed word, in any order and case (`lind anna`, `@nord`). */
export function labelMatches(label: string, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold(label);
  return words.every((w) => text.includes(w));
}

/** The hint shown under the options when more match than are shown, in the active language. */
function narrowHint(shown: number, matching: number): string {
  return currentT().common.picker.showingSome(shown, matching);
}

const isGroup = (item: ComboboxParsedItem): item is ComboboxItemGroup<ComboboxItem> =>
  'group' in item;

/**
 * Mantine's options filter for the pickers: the options whose label matches, at most `limit`,
 * then (when more match) an option group with no options whose label is the hint, so the hint
 * is seen but can be neither highlighted nor chosen.
 */
const narrowingFilter: OptionsFilter = ({ options, search, limit }) => {
  const shown: ComboboxItem[] = [];
  let matching = 0;
  for (const item of options) {
    for (const option of isGroup(item) ? item.items : [item]) {
      if (!labelMatches(option.label, search)) continue;
      matching += 1;
      if (shown.length < limit) shown.push(option);
    }
  }
  if (matching <= shown.length) return shown;
  return [...shown, { group: narrowHint(shown.length, matching), items: [] }];
};

export const pickerDefaults = {
  searchable: true,
  limit: PICKER_LIMIT,
  filter: narrowingFilter,
  // Enter takes the first match of what was typed.
  selectFirstOptionOnChange: true,
  maxDropdownHeight: 300,
} as const;

/** The screen's top, below the fixed header: where a picker goes on a touch screen. */
function scrollToTop(field: HTMLElement) {
  const wrapper = field.closest<HTMLElement>('.mantine-InputWrapper-root') ?? field;
  wrapper.style.scrollMarginTop = 'calc(var(--shell-header-height, 0px) + 8px)';
  wrapper.scrollIntoView({ block: 'start' });
}

/** The class that gives the page room below its end while a picker is open (pickers.css). */
const ROOM_BELOW = 'picker-room-below';

/**
 * On a touch screen a picker moves to the top of the screen when tapped, and its options open
 * below it: the keyboard that comes up covers the lower half of a phone, where the options (or,
 * flipped above, the field) were. Done again when the keyboard has resized the visible part (the
 * browser's own scroll to the field may come after ours). With a mouse: nothing changes.
 */
export function usePickerOnTouch(onFocus: ((e: FocusEvent<HTMLInputElement>) => void) | undefined) {
  const touch = useMediaQuery('(hover: none)', false, { getInitialValueInEffect: false });
  if (!touch) return {};
  return {
    comboboxProps: { position: 'bottom' as const, middlewares: { flip: false, shift: true } },
    onFocus: (e: FocusEvent<HTMLInputElement>) => {
      onFocus?.(e);
      const field = e.currentTarget;
      // A picker near the page's end (the company form's groups) has no page below it to
      // scroll up by: the room is lent while it is open.
      document.documentElement.classList.add(ROOM_BELOW);
      scrollToTop(field);
      // The browser scrolls a focused field to the middle of what the keyboard leaves, after
      // this: back to the top after each such scroll, until the person scrolls by hand.
      const again = () => scrollToTop(field);
      const byHand = () => {
        window.removeEventListener('scrollend', again);
        window.visualViewport?.removeEventListener('resize', again);
      };
      window.addEventListener('scrollend', again);
      window.visualViewport?.addEventListener('resize', again);
      document.addEventListener('touchmove', byHand, { once: true });
      field.addEventListener(
        'blur',
        () => {
          byHand();
          document.removeEventListener('touchmove', byHand);
          document.documentElement.classList.remove(ROOM_BELOW);
        },
        { once: true },
      );
    },
  };
}
