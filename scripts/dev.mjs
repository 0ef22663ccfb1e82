import { notYet } from './not-yet.mjs';
notYet('dev', 'the BFF issue (#4) and the web issue (#5)');
