// The MCP registry's entry (server.json), checked against the registry's own schema of 2025-12-11 (a
// byte-for-byte copy, its hash pinned: see server-schema/SOURCE.md) with a validator the project did not
// write. The public address is not chosen yet, so the entry is checked as it will be written once
// package.json names it, and the script's refusal is checked as it stands today.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { missingFacts, SCHEMA_URL, serverJson, type PackageFacts } from '../../scripts/server-json.ts';
import { ROOT } from '../helpers/paths.ts';

const SCHEMA_FILE = join(ROOT, 'test', 'package', 'server-schema', 'server.schema.2025-12-11.json');
const PINNED = '3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0';
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageFacts;
/** The fields publication adds, with an owner that is only an example. */
const published: PackageFacts = {
  ...pkg,
  mcpName: 'io.github.example-owner/avenir-mcp',
  homepage: 'https://github.com/example-owner/avenir-mcp#readme',
  repository: { url: 'git+https://github.com/example-owner/avenir-mcp.git' },
};

function validator() {
  const bytes = readFileSync(SCHEMA_FILE);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(PINNED);
  const schema = JSON.parse(bytes.toString('utf8')) as { $id: string };
  expect(schema.$id).toBe(SCHEMA_URL);
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (a: Ajv) => void)(ajv);
  return ajv.compile(schema);
}

describe('server.json for the MCP registry', () => {
  it('validates against the registry schema 2025-12-11 once package.json names the public address', () => {
    const validate = validator();
    const entry = serverJson(published);
    expect(validate(entry), JSON.stringify(validate.errors)).toBe(true);
    expect(entry).toMatchObject({
      name: 'io.github.example-owner/avenir-mcp',
      version: pkg.version,
      repository: { url: 'https://github.com/example-owner/avenir-mcp', source: 'github' },
    });
    expect(entry.packages).toMatchObject([
      { registryType: 'npm', identifier: 'avenir-mcp', version: pkg.version, transport: { type: 'stdio' } },
    ]);
  });

  it('the schema copy catches what the registry refuses (a long description, a version range, no namespace)', () => {
    const validate = validator();
    const entry = serverJson(published);
    expect(validate({ ...entry, description: `${String(entry.description)}!` })).toBe(false);
    expect(validate({ ...entry, name: 'avenir-mcp' })).toBe(false);
    expect(validate({ ...entry, packages: [{ ...(entry.packages as object[])[0], version: 'latest' }] })).toBe(false);
  });

  it('names only variables the server reads', () => {
    const config = readFileSync(join(ROOT, 'src', 'config.ts'), 'utf8');
    const [npm] = serverJson(published).packages as Array<{ environmentVariables: Array<{ name: string }> }>;
    for (const { name } of npm!.environmentVariables) expect(config, name).toContain(`'${name}'`);
  });

  it('is refused, naming each missing field, while package.json lacks the address', () => {
    expect(missingFacts({ name: 'avenir-mcp', version: '1.0.0' })).toHaveLength(3);
    expect(() => serverJson({ name: 'avenir-mcp', version: '1.0.0', repository: 'https://github.com/o/r' })).toThrow(
      /^package\.json needs mcpName .*, homepage before server\.json can be written/,
    );
  });

  it('`npm run server-json` writes the entry or says, in one line, what package.json lacks', () => {
    // Written to a file of its own, never over the repository's server.json.
    const out = join(mkdtempSync(join(tmpdir(), 'avenir-server-json-')), 'server.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'server-json.ts'), out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (missingFacts(pkg).length === 0) {
      expect(run.status).toBe(0);
      expect(validator()(JSON.parse(readFileSync(out, 'utf8')))).toBe(true);
    } else {
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^npm run server-json: package\.json needs mcpName .+\n$/);
    }
  });
});
