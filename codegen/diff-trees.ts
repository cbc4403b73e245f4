// Compares the committed tree with freshly generated files and describes every difference readably
// (a unified diff per changed file), for `npm run check:generated`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

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
    const diff = spawnSync(
      'diff',
      ['-u', '--label', `${label}/${rel} (committed)`, '--label', `${label}/${rel} (generated)`, path, join(freshDir, rel)],
      {
        encoding: 'utf8',
      },
    );
    const text = diff.stdout || `${label}/${rel}: differs`;
    out.push(text.length > 4000 ? `${text.slice(0, 4000)}\n… (diff cut)` : text.trimEnd());
  }
  for (const sub of managed) {
    for (const rel of await listFiles(committedDir, sub)) {
      if (!fresh.has(rel)) out.push(`${label}/${rel}: no longer generated (delete it)`);
    }
  }
  return out;
}

/** Files (not folders) below dir/sub, as paths relative to dir; none when the folder does not exist. */
export async function listFiles(dir: string, sub: string): Promise<string[]> {
  if (!existsSync(join(dir, sub))) return [];
  const entries = await readdir(join(dir, sub), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}
