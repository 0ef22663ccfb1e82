import type { Catalog } from '../i18n/index.js';
import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The console's theme in a language: the close buttons of dialogs and notifications are named
 * in its words (App builds it again when the language changes).
 */
export function themeIn(t: Catalog) {
  return createTheme({
    ...theme,
    components: {
      ...theme.components,
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t.common.closeDialog } } },
      Notification: {
        ...theme.components?.Notification,
        defaultProps: { closeButtonProps: { 'aria-label': t.common.dismissNotification } },
      },
    },
  });
}

/**
 * Light badges, alerts and buttons write their text in the colour's darkest shade, darkened a
 * little more, so that teal, yellow and orange labels pass WCAG AA on their pale backgrounds.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'light')
    return {
      ...colors,
      color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 65%, black)`,
    };
  // Filled red, teal, orange... buttons: shade 8/9 so that white text passes.
  if (
    input.variant === 'filled' &&
    parsed.color !== input.theme.primaryColor &&
    parsed.color !== 'dark'
  )
    return {
      ...colors,
      background: `var(--mantine-color-${parsed.color}-8)`,
      hover: `var(--mantine-color-${parsed.color}-9)`,
      color: 'var(--mantine-color-white)',
    };
  return colors;
};

const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 and a darker 'dimmed' keep links, buttons and secondary text at WCAG AA contrast.
  primaryShade: { light: 7, dark: 5 },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Badges in narrow table cells keep their whole word.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // The close buttons' names: themeIn(t).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
    // Every select draws its options only while its list is open. Mantine keeps a closed list in
    // the page, hidden, and places it as the field first renders: a style recalculation of the
    // whole page inside the screen's first render (about 90 ms of a 470 ms task, phone CPU).
    Combobox: { defaultProps: { keepMounted: false } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs' } },
    Paper: { defaultProps: { withBorder: true } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[8]!,
  },
  dark: {},
});
