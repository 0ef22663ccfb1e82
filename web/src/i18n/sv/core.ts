// What the first screens need (sign-in, the frame, the overview, codes, errors): loaded first
// (this module, whose exports are the areas).
export { common } from './common.js';
export { shell } from './shell.js';
export { auth } from './auth.js';
export { overview } from './overview.js';
export { enums } from './enums.js';
export { errors } from './errors.js';
