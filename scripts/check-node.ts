// Run before `npm test` and `npm run demo` (package.json's pretest and predemo): on a Node older than the
// server needs, the same one line the server prints, and exit 2, instead of failures further on.
import { nodeTooOld } from '../src/app/node-version.ts';

const tooOld = nodeTooOld(process.versions.node, process.execPath);
if (tooOld !== undefined) {
  process.stderr.write(tooOld);
  process.exit(2);
}
