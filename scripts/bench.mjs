import { notYet } from './not-yet.mjs';
notYet('bench', 'the SIE issue (#3) and the BFF issue (#4)');
