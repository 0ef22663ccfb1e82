import { notYet } from './not-yet.mjs';
notYet(
  'start',
  'the BFF issue (#4) and the web issue (#5); `pnpm platform` serves the V1 platform today',
);
