// Tests mirror the tools: every manifest/tools/<tool>.yaml has test/tools/<tool>.test.ts, which calls the
// tool by name, and every other test file here is one of the few that cover all tools at once.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

/** The files of test/tools/ that are about every tool rather than one (currencies: each read tool on a 0- and a 3-decimal plan). */
const ACROSS_TOOLS = ['currencies.test.ts', 'every-tool.test.ts', 'handlers-hold-no-prose.test.ts'];
const SUFFIX = '.test.ts';

/** Under `root`: the tools with no test file that names them, and the test files of test/tools/ that mirror no tool. */
function unmirrored(root: string): { untested: string[]; strays: string[] } {
  const tools = readdirSync(join(root, 'manifest', 'tools'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
  const dir = join(root, 'test', 'tools');
  const named = (tool: string) => {
    const file = join(dir, `${tool}${SUFFIX}`);
    return existsSync(file) && readFileSync(file, 'utf8').includes(`'${tool}'`);
  };
  const strays = readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX) && !ACROSS_TOOLS.includes(f) && !tools.includes(f.slice(0, -SUFFIX.length)))
    .sort();
  return { untested: tools.filter((t) => !named(t)), strays };
}

describe('test/tools/ mirrors manifest/tools/', () => {
  it('has one test file per tool, naming it, and no other but the cross-tool ones', () => {
    expect(unmirrored(ROOT)).toEqual({ untested: [], strays: [] });
  });

  it('names a tool whose test file is missing or never calls it, and a test file of no tool', () => {
    const root = mkdtempSync(join(tmpdir(), 'avenir-every-tool-'));
    try {
      mkdirSync(join(root, 'manifest', 'tools'), { recursive: true });
      mkdirSync(join(root, 'test', 'tools'), { recursive: true });
      for (const tool of ['list_things', 'count_things', 'move_things'])
        writeFileSync(join(root, 'manifest', 'tools', `${tool}.yaml`), `name: ${tool}\n`);
      writeFileSync(join(root, 'test', 'tools', `list_things${SUFFIX}`), "await call('list_things', {});\n");
      writeFileSync(join(root, 'test', 'tools', `move_things${SUFFIX}`), "await call('list_things', {});\n");
      writeFileSync(join(root, 'test', 'tools', `read-things${SUFFIX}`), "await call('count_things', {});\n");
      expect(unmirrored(root)).toEqual({ untested: ['count_things', 'move_things'], strays: [`read-things${SUFFIX}`] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
