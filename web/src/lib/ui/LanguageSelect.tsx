import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT } from '../../i18n/index.js';
import type { Language } from '../../i18n/index.js';
import { PlainSelect } from './plainFields.js';

const OPTIONS = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

/**
 * The language menu ("Språk" / "Language"): switches at once, without a reload, and says its rule
 * over the options (kept in this browser; other sessions keep theirs). `onChosen` lets a
 * signed-in screen tell the BFF.
 */
export function LanguageSelect(props: {
  onChosen?: (lang: Language) => void;
  w?: number;
  /** Where it shows: the header from `sm` up, the navigation below it (a phone's header is full). */
  visibleFrom?: 'sm';
  hiddenFrom?: 'sm';
}) {
  const t = useT();
  const lang = useLanguage();
  return (
    <PlainSelect
      aria-label={t.shell.language}
      title={t.shell.language}
      w={props.w ?? 110}
      // The classes Mantine's `visibleFrom`/`hiddenFrom` set (its provider styles them).
      className={
        props.visibleFrom
          ? `mantine-visible-from-${props.visibleFrom}`
          : props.hiddenFrom
            ? `mantine-hidden-from-${props.hiddenFrom}`
            : undefined
      }
      options={OPTIONS}
      groupLabel={t.shell.languageRule}
      value={lang}
      onChange={(e) => {
        const next = e.currentTarget.value as Language;
        void chooseLanguage(next).then(() => props.onChosen?.(next));
      }}
    />
  );
}
