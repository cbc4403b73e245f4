// node:fs plus a minimal globSync (Node 22+ only) for the conformance bundle on Node 20 (sdk-v2-guide §9).
// The bundle calls it once, as globSync('**/checks.json', { cwd }): only '**/<file name>' is supported.
import fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs;

export function globSync(pattern, options = {}) {
  const match = /^\*\*\/([^*/]+)$/.exec(pattern);
  if (!match) throw new Error(`fs-shim globSync supports only '**/<file>', not ${pattern}`);
  const found = [];
  const walk = (dir, rel) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relPath = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (entry.name === match[1]) found.push(relPath);
    }
  };
  walk(options.cwd ?? process.cwd(), '');
  return found;
}
