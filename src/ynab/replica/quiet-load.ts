// Node 22 prints "ExperimentalWarning: SQLite is an experimental feature" the first time node:sqlite loads: at
// every real start, on the stderr that clients show as the server's log, where it reads like a fault. That
// one warning is dropped while the replica's code loads; every other warning passes as usual.
type Emit = (warning: string | Error, ...rest: unknown[]) => void;

/** Whether a warning is node:sqlite's ExperimentalWarning. */
export function isSqliteNotice(warning: string | Error, kind: unknown): boolean {
  const type =
    typeof kind === 'string'
      ? kind
      : ((kind as { type?: unknown } | undefined)?.type ?? (warning instanceof Error ? warning.name : undefined));
  const text = typeof warning === 'string' ? warning : warning.message;
  return type === 'ExperimentalWarning' && text.startsWith('SQLite is an experimental feature');
}

export async function withoutSqliteNotice<T>(load: () => Promise<T>): Promise<T> {
  const emit = process.emitWarning as Emit;
  const filtered: Emit = (warning, ...rest) => {
    if (!isSqliteNotice(warning, rest[0])) emit.call(process, warning, ...rest);
  };
  process.emitWarning = filtered as typeof process.emitWarning;
  try {
    return await load();
  } finally {
    process.emitWarning = emit as typeof process.emitWarning;
  }
}
