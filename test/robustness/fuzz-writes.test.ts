// Fuzzing every write tool through the real server process over stdio, on a 2025-era connection without
// elicitation: a confirmed write can only answer confirmation_required or refuse, so nothing may reach
// YNAB; approve_transactions and import_transactions act at once, and only on what they were given.
import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite('write', 'legacy');
