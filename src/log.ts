// Logging to stderr only (stdout carries the protocol). Lines hold identifiers and counts, never the
// token, amounts, payees, memos or names.
import type { LogLevel } from './config.ts';

const RANK: Record<LogLevel, number> = { DEBUG: 10, INFO: 20, WARNING: 30, ERROR: 40 };

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warning(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  const emit = (at: LogLevel) => (message: string, fields: LogFields = {}) => {
    if (RANK[at] < RANK[level]) return;
    const extra = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}=${String(v)}`)
      .join('');
    write(`avenir-mcp ${at} ${message}${extra}\n`);
  };
  return { debug: emit('DEBUG'), info: emit('INFO'), warning: emit('WARNING'), error: emit('ERROR') };
}
