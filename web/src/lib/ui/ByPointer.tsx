import type { ReactNode } from 'react';
import './byPointer.css';

/**
 * Words that depend on how the person points: `mouse` where the pointer can hover (drag and
 * drop, shift-click), `touch` on a touch screen, which can do neither (`(hover: none)`, the
 * media query a phone or tablet answers). Chosen by CSS, so the words are right from the first
 * paint and follow a tablet that gets a mouse. `touch` may be left out: nothing is shown there.
 */
export function ByPointer(props: { mouse: ReactNode; touch?: ReactNode }) {
  return (
    <>
      <span className="by-pointer-mouse">{props.mouse}</span>
      {props.touch ? <span className="by-pointer-touch">{props.touch}</span> : null}
    </>
  );
}
