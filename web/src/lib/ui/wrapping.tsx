import { Fragment } from 'react';
import { dateParts, nameWords } from '../format/wrap.js';

/** Text whose ISO dates never break at their hyphens (a heading "Balances 2025-01-01 – 2025-12-31"). */
export function KeepDates({ text }: { text: string }) {
  return (
    <>
      {dateParts(text).map((p, i) =>
        p.whole ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {p.text}
          </span>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A long name (a file's, an account's) that breaks between its words on a narrow screen: at
 * spaces, and after the `_`, `-`, `/` and `.` that join words; inside a word only when one word
 * is wider than the line.
 */
export function BreakableName({ name }: { name: string }) {
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {nameWords(name).map((w, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {w}
        </Fragment>
      ))}
    </span>
  );
}
