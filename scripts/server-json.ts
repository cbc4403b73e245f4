// `npm run server-json`: writes server.json, the entry for the official MCP registry (schema 2025-12-11),
// from package.json, so the two never disagree. The registry names a server by a namespace its publisher
// proves to own (io.github.<owner>/… or a domain), so the entry needs package.json's `mcpName`,
// `repository` and `homepage`: until the project's public address is chosen the script refuses, naming
// what to add, rather than publish a guessed owner.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryUrl } from '../codegen/package-fields.ts';

export const SCHEMA_URL = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
/** The registry caps the description at 100 characters; package.json's is longer. */
export const SHORT_DESCRIPTION = 'YNAB for AI assistants: read, explain, forecast; change only after you confirm, journaled, undoable.';

export interface PackageFacts {
  name: string;
  version: string;
  mcpName?: string;
  homepage?: string;
  repository?: string | { url?: string };
}

/** What package.json still lacks before the registry entry can be written (empty: nothing). */
export function missingFacts(pkg: PackageFacts): string[] {
  const missing: string[] = [];
  if (!pkg.mcpName) missing.push('mcpName (the registry name, such as io.github.<owner>/avenir-mcp)');
  if (!repositoryUrl(pkg.repository)) missing.push('repository (the source address)');
  if (!pkg.homepage) missing.push('homepage');
  return missing;
}

const env = (name: string, description: string, extra: Record<string, unknown> = {}) => ({ name, description, ...extra });

/** The server.json of this package; throws, naming the fields to add, when package.json lacks them. */
export function serverJson(pkg: PackageFacts): Record<string, unknown> {
  const missing = missingFacts(pkg);
  if (missing.length > 0)
    throw new Error(
      `package.json needs ${missing.join(', ')} before server.json can be written: the registry checks that the publisher owns that name.`,
    );
  const repository = repositoryUrl(pkg.repository)!;
  return {
    $schema: SCHEMA_URL,
    name: pkg.mcpName,
    title: pkg.name,
    description: SHORT_DESCRIPTION,
    version: pkg.version,
    websiteUrl: pkg.homepage,
    repository: { url: repository, source: new URL(repository).hostname.replace(/\.com$/, '') },
    packages: [
      {
        registryType: 'npm',
        registryBaseUrl: 'https://registry.npmjs.org',
        identifier: pkg.name,
        version: pkg.version,
        runtimeHint: 'npx',
        transport: { type: 'stdio' },
        environmentVariables: [
          env('YNAB_API_KEY_FILE', 'A file holding your YNAB personal access token, readable only by you (chmod 600).', {
            format: 'filepath',
          }),
          env(
            'YNAB_API_KEY',
            'Your YNAB personal access token (YNAB → Account Settings → Developer Settings), when no token file is given.',
            { isSecret: true },
          ),
          env(
            'AVENIR_MCP_WRITE',
            'Set to 1 to offer the tools that change your plan; each change is shown to you first, journaled and undoable where YNAB allows. Unset: read only.',
            { choices: ['1'] },
          ),
          env('AVENIR_MCP_STATEMENT_DIRS', 'Absolute folders the bank statement tools may read files from.'),
          env('AVENIR_MCP_NO_UPDATE_CHECK', 'Set to 1 to turn off the daily check for a newer version on the npm registry.', {
            choices: ['1'],
          }),
        ],
      },
    ],
  };
}

// `npm run server-json [-- <file>]`: server.json at the repository's root unless another file is named.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const pkg = (await import(join(root, 'package.json'), { with: { type: 'json' } })).default as PackageFacts;
  const out = process.argv[2] ?? join(root, 'server.json');
  try {
    writeFileSync(out, `${JSON.stringify(serverJson(pkg), null, 2)}\n`);
    process.stdout.write(`${out} written\n`);
  } catch (error) {
    process.stderr.write(`npm run server-json: ${(error as Error).message}\n`);
    process.exitCode = 2;
  }
}
