// The folder of avenir-mcp's package.json, found from a module's own place: the same walk works from src/
// under tsx and from dist/src/ once compiled, in the repository and in an installed package.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function packageRoot(from: URL = new URL('.', import.meta.url)): URL | undefined {
  let dir = from;
  for (let level = 0; level < 6; level++, dir = new URL('..', dir)) {
    if (existsSync(new URL('package.json', dir))) return dir;
  }
  return undefined;
}

/** The demo plan's statements (demo/statements/), read by --demo when AVENIR_MCP_STATEMENT_DIRS is unset. */
export function demoStatementsDir(): string | undefined {
  const root = packageRoot();
  return root === undefined ? undefined : fileURLToPath(new URL('demo/statements/', root));
}
