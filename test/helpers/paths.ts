// Where the tests find the repository and the server's sources: one place, for helpers and tests alike.
import { fileURLToPath } from 'node:url';

/** The repository's root folder (with a trailing separator). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The entry as written, run through tsx: for a test about the sources themselves (test/app/node-version.test.ts). */
export const SERVER_SOURCE = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
