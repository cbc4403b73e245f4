// Loaded with `node --import` into a server the bench starts (bench/measure.ts, startModules): counts every
// module Node loads, by package (or dist/src, dist/generated, node: built-ins), and writes the counts on
// stderr as the process exits. Node's own module hooks: the count does not depend on the server's code.
import { registerHooks } from 'node:module';

const counts = {};
const groupOf = (url) =>
  url.startsWith('node:')
    ? 'node: built-ins'
    : (/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? /\/dist\/(src|generated)\//.exec(url)?.[0].slice(1, -1) ?? 'other');

registerHooks({
  load(url, context, nextLoad) {
    const group = groupOf(url);
    counts[group] = (counts[group] ?? 0) + 1;
    return nextLoad(url, context);
  },
});

process.on('exit', () => process.stderr.write(`avenir-bench-modules ${JSON.stringify(counts)}\n`));
