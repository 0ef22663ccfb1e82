import type { CoreCatalog } from '../catalog.js';
import { common } from './common.js';
import { shell } from './shell.js';
import { auth } from './auth.js';
import { overview } from './overview.js';
import { enums } from './enums.js';
import { errors } from './errors.js';

/** What the first screens need (sign-in, the frame, the overview, codes, errors): loaded first. */
export const core = { common, shell, auth, overview, enums, errors } satisfies CoreCatalog;
