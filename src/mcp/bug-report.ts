// An unexpected error as the log records it, so that a report can say where it happened: its class, Node's
// code when it has one (ERR_…, ENOENT…), and its stack's frames as file:line:column only. The message and
// the frames' function names stay out: a message can quote plan data (a payee, an amount).
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;
const MAX_FRAMES = 8;

export interface BugDetails {
  /** The class (TypeError), or what was thrown when it is not an Error. */
  error: string;
  code: string | undefined;
  /** The innermost frames first, `src/tools/x.ts:12:5 < …`, paths from the package's folders. */
  at: string | undefined;
}

/**
 * A frame's file from the package's own folders on (src/, dist/…), or from the last node_modules/ for a
 * dependency's, else its base name: no home folder reaches the log.
 */
function where(file: string): string {
  if (file.startsWith('node:')) return file;
  const path = file.replace(/^file:\/\//, '').replaceAll('\\', '/');
  const dependency = path.lastIndexOf('/node_modules/');
  if (dependency >= 0) return path.slice(dependency + 1);
  const own = ['/src/', '/generated/', '/dist/', '/test/', '/bench/', '/scripts/']
    .map((folder) => path.indexOf(folder))
    .filter((at) => at >= 0);
  return own.length > 0 ? path.slice(Math.min(...own) + 1) : path.slice(path.lastIndexOf('/') + 1);
}

export function bugDetails(error: unknown): BugDetails {
  if (!(error instanceof Error)) return { error: typeof error, code: undefined, at: undefined };
  const code = (error as { code?: unknown }).code;
  // The stack opens with "Name: message", which may span lines: only what follows it is read.
  const head = `${error.name}: ${error.message}`;
  const stack = typeof error.stack === 'string' && error.stack.startsWith(head) ? error.stack.slice(head.length) : '';
  const frames = stack
    .split('\n')
    .map((line) => FRAME.exec(line))
    .filter((match) => match !== null)
    .slice(0, MAX_FRAMES)
    .map(([, file, line, column]) => `${where(file!)}:${line}:${column}`);
  return {
    error: error.name,
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    at: frames.length > 0 ? frames.join(' < ') : undefined,
  };
}
