// Whether the journal can be written, checked at start when writes are on (issue #29 item 9): otherwise the
// person would learn it only after agreeing to a change, which is then refused. Reads only: the file, or the
// nearest folder that exists on its path (the journal creates the rest on its first entry).
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { FILE_FIX } from './errors.ts';

/** The warning to log when `path` cannot be written; undefined when it can (as far as permissions tell). */
export function journalWarning(path: string): string | undefined {
  let target = path;
  while (!existsSync(target) && dirname(target) !== target) target = dirname(target);
  try {
    // A file where a folder of the path should be: no permission would let the journal be made there.
    if (target !== path && !statSync(target).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(target, target === path ? constants.W_OK : constants.W_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unwritable';
    return `The undo journal ${path} cannot be written (${code} on ${target}), so every change would be refused before it is sent to YNAB. To fix, ${FILE_FIX}, then restart the server.`;
  }
}
