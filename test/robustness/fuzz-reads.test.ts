// Fuzzing every read tool through the real server process over stdio, on a 2026-07-28 connection: whatever
// the arguments, the server answers (invalid params, an error with a message, or schema-valid output),
// stays up, writes nothing to YNAB, and sends YNAB only spec-valid requests.
import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite('read', 'modern');
