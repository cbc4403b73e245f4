// The journal's folder: created private (0700) when missing, and synced after the file is created so the
// new directory entry survives a crash as well as the file's data.
import { chmod, mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/** Creates the missing folders of `dir` with mode 0700, whatever the umask; existing folders are left as they are. */
export async function ensureFolder(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (first === undefined) return;
  // mkdir's mode is filtered by the umask, so each folder this call created is set explicitly.
  let current = path.resolve(first);
  const last = path.resolve(dir);
  for (;;) {
    await chmod(current, 0o700);
    if (current === last) break;
    const rest = path.relative(current, last).split(path.sep)[0];
    if (rest === undefined || rest === '') break;
    current = path.join(current, rest);
  }
}

// Filesystems (and Windows) that cannot fsync a directory answer with one of these; durability of the
// data itself is still given by the file's own fdatasync.
const UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EACCES', 'EBADF']);

export async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (err) {
    if (!UNSUPPORTED.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await handle?.close();
  }
}
