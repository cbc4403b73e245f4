// Compares the committed tree with freshly generated files and describes every difference readably
// (a unified diff per changed file), for `npm run check:generated`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function diffTrees(
  committedDir: string,
  freshDir: string,
  fresh: Map<string, string>,
  managed: readonly string[],
  label: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const [rel, content] of fresh) {
    const path = join(committedDir, rel);
    if (!existsSync(path)) {
      out.push(`${label}/${rel}: missing (it would be generated)`);
      continue;
    }
    if ((await readFile(path, 'utf8')) === content) continue;
    const diff = spawnSync('diff', ['-u', '--label', `${label}/${rel} (committed)`, '--label', `${label}/${rel} (generated)`, path, join(freshDir, rel)], {
      encoding: 'utf8',
    });
    const text = diff.stdout || `${label}/${rel}: differs`;
    out.push(text.length > 4000 ? `${text.slice(0, 4000)}\n… (diff cut)` : text.trimEnd());
  }
  for (const sub of managed) {
    const folder = join(committedDir, sub);
    if (!existsSync(folder)) continue;
    for (const name of await readdir(folder, { recursive: true })) {
      const rel = join(sub, name);
      if (name.includes('.') && !fresh.has(rel)) out.push(`${label}/${rel}: no longer generated (delete it)`);
    }
  }
  return out;
}
