// Where a statement comes from: the text the agent passes (`content`), or a file (`path`) read only inside
// the folders of AVENIR_MCP_STATEMENT_DIRS, links followed before the check so none leads out of them.
// Reads, never writes; the bytes are decoded by src/logic/statements/parse/ (UTF-8 or Latin-1).
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { untrusted } from '../logic/core/untrusted.ts';
import { decodeStatement, stripBom } from '../logic/statements/parse/decode.ts';

/** The most a statement file may hold, as `content` may (its schema's maxLength): a year of a busy account is far less. */
export const STATEMENT_MAX_BYTES = 2_000_000;

export type SourceRead =
  | { ok: true; text: string }
  | { ok: false; error: 'statement_source' }
  | { ok: false; error: 'statement_dirs_unset' }
  | { ok: false; error: 'statement_outside'; path: string; dirs: string }
  | { ok: false; error: 'statement_not_found'; path: string; dir: string }
  | { ok: false; error: 'statement_too_large'; size: string; limit: string };

const bytes = (n: number) => n.toLocaleString('en-US');

/** `child` is `dir` itself or below it (both real paths); the folder itself is then refused as no file. */
function inside(dir: string, child: string): boolean {
  const path = relative(dir, child);
  return path === '' || (path.split(sep)[0] !== '..' && !isAbsolute(path));
}

async function realOrUndefined(path: string): Promise<string | undefined> {
  try {
    return await realpath(path);
  } catch {
    return undefined;
  }
}

export async function readStatementSource(
  args: { content?: string | undefined; path?: string | undefined },
  dirs: readonly string[],
): Promise<SourceRead> {
  const { content, path } = args;
  if ((content === undefined) === (path === undefined)) return { ok: false, error: 'statement_source' };
  if (content !== undefined) return { ok: true, text: stripBom(content) };
  const asked = path!;
  const first = dirs[0];
  if (first === undefined) return { ok: false, error: 'statement_dirs_unset' };
  const shown = untrusted(asked, 200);
  const real = await realOrUndefined(isAbsolute(asked) ? asked : resolve(first, asked));
  if (real === undefined) return { ok: false, error: 'statement_not_found', path: shown, dir: first };
  const allowed = (await Promise.all(dirs.map(realOrUndefined))).filter((d): d is string => d !== undefined);
  if (!allowed.some((dir) => inside(dir, real))) return { ok: false, error: 'statement_outside', path: shown, dirs: dirs.join(', ') };
  const facts = await stat(real);
  if (!facts.isFile()) return { ok: false, error: 'statement_not_found', path: shown, dir: first };
  if (facts.size > STATEMENT_MAX_BYTES)
    return { ok: false, error: 'statement_too_large', size: bytes(facts.size), limit: bytes(STATEMENT_MAX_BYTES) };
  return { ok: true, text: decodeStatement(new Uint8Array(await readFile(real))) };
}
