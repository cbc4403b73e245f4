// One durable line append, made while holding the lock (journal-and-undo.md §6 steps 2–4): repair a torn
// tail, one write with O_APPEND, fdatasync; a newly created file is 0600 and its folder is synced.
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from './folder.ts';

const NEWLINE = 0x0a;

/**
 * Appends `text` (one JSON record, no newline) as a line. `onExisting` receives the mode of a file that
 * was already there, for the permission warning.
 */
export async function appendLine(file: string, text: string, onExisting: (mode: number) => void): Promise<void> {
  const { handle, created } = await openForAppend(file);
  try {
    const info = await handle.stat();
    if (!created) onExisting(info.mode);
    const prefix = (await endsTorn(handle, info.size)) ? `\n{"torn_line":${await lineCount(handle, info.size)}}\n` : '';
    await writeAll(handle, Buffer.from(`${prefix}${text}\n`, 'utf8'));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  if (created) await syncFolder(path.dirname(file));
}

async function openForAppend(file: string): Promise<{ handle: FileHandle; created: boolean }> {
  // Read access too: the torn-tail check reads the last byte. O_APPEND makes every write land at the end
  // even when another process appended since this one opened the file.
  const flags = constants.O_RDWR | constants.O_APPEND;
  for (;;) {
    try {
      const handle = await open(file, flags | constants.O_CREAT | constants.O_EXCL, 0o600);
      // open's mode is filtered by the umask; the journal must be exactly owner-only.
      await handle.chmod(0o600).catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      return { handle, created: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    try {
      return { handle: await open(file, flags), created: false };
    } catch (err) {
      // Renamed away between the two opens (a person starting a fresh journal): create it anew.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

async function endsTorn(handle: FileHandle, size: number): Promise<boolean> {
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== NEWLINE;
}

/** The 1-based number of the last (unterminated) line: one more than the newlines before it. */
async function lineCount(handle: FileHandle, size: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  let newlines = 0;
  for (let at = 0; at < size; ) {
    const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - at), at);
    if (bytesRead === 0) break;
    for (let i = 0; i < bytesRead; i++) if (chunk[i] === NEWLINE) newlines++;
    at += bytesRead;
  }
  return newlines + 1;
}

/** One write; the loop only continues what the system left unwritten (a short write). */
async function writeAll(handle: FileHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length; ) {
    const { bytesWritten } = await handle.write(data, done, data.length - done);
    if (bytesWritten <= 0) throw new Error('the system accepted no bytes');
    done += bytesWritten;
  }
}
