// Step 1 of codegen: read manifest/shared.yaml and manifest/tools/*.yaml as plain data, sorted by file name.
// Parse failures become ManifestProblems naming the file; validate.ts checks the shapes.
import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { ManifestErrors, ManifestProblem } from './problems.ts';

export interface SourceFile {
  /** Path shown in messages, relative to the project root (e.g. manifest/tools/list_plans.yaml). */
  file: string;
  data: unknown;
}

export interface LoadedManifests {
  shared: SourceFile;
  tools: SourceFile[];
  /** The views a manifest may name: folders of views/ holding an index.html (absent: none is checked). */
  views?: string[];
}

export async function loadManifests(manifestDir: string, root: string): Promise<LoadedManifests> {
  const toolDir = join(manifestDir, 'tools');
  const names = (await readdir(toolDir)).filter((n) => n.endsWith('.yaml')).sort();
  const problems: ManifestProblem[] = [];
  const read = async (path: string): Promise<SourceFile> => {
    const file = relative(root, path);
    const doc = parseDocument(await readFile(path, 'utf8'), { uniqueKeys: true });
    for (const e of doc.errors) problems.push(new ManifestProblem(file, '', `YAML: ${e.message.split('\n')[0]}`, 'fix the YAML syntax'));
    return { file, data: doc.toJS() as unknown };
  };
  const shared = await read(join(manifestDir, 'shared.yaml'));
  const tools: SourceFile[] = [];
  for (const name of names) tools.push(await read(join(toolDir, name)));
  if (problems.length > 0) throw new ManifestErrors(problems);
  return { shared, tools, views: await viewFolders(join(root, 'views')) };
}

async function viewFolders(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (
      entry.isDirectory() &&
      (await access(join(dir, entry.name, 'index.html')).then(
        () => true,
        () => false,
      ))
    )
      found.push(entry.name);
  }
  return found.sort();
}
