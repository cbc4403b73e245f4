// Logging to stderr only (stdout carries the protocol). Lines hold identifiers and counts, never the
// token, amounts, payees, memos or names.
import type { Secrets } from './logic/core/redact.ts';

// Declared here, not in config.ts, so that the logger (which every layer imports) depends on no configuration.
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'text' | 'json';

const RANK: Record<LogLevel, number> = { DEBUG: 10, INFO: 20, WARNING: 30, ERROR: 40 };

/** A field may not replace these keys of a JSON line. */
const FIXED_KEYS = new Set(['time', 'level', 'message']);

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warning(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Whether a line of `level` is written (absent: every line may be), so a wrapper skips work for one that is not. */
  writes?(level: LogLevel): boolean;
}

/** `text` (the default) writes `avenir-mcp LEVEL message key=value…`; `json` one object per line, for log collectors. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stderr.write(l),
  format: LogFormat = 'text',
): Logger {
  const emit =
    (at: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[at] < RANK[level]) return;
      const present = Object.entries(fields).filter(([, v]) => v !== undefined);
      if (format === 'json') {
        const extra = present.filter(([k]) => !FIXED_KEYS.has(k));
        write(`${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...Object.fromEntries(extra) })}\n`);
        return;
      }
      write(`avenir-mcp ${at} ${message}${present.map(([k, v]) => ` ${k}=${String(v)}`).join('')}\n`);
    };
  return {
    debug: emit('DEBUG'),
    info: emit('INFO'),
    warning: emit('WARNING'),
    error: emit('ERROR'),
    writes: (at) => RANK[at] >= RANK[level],
  };
}

/**
 * `log` with the secrets cut out of every message and text field: no line is built from a token, and
 * this keeps one that quotes a YNAB answer from carrying it all the same.
 */
export function withoutSecrets(log: Logger, secrets: Secrets): Logger {
  const writes = (level: LogLevel) => log.writes?.(level) ?? true;
  // A line the level drops is not cleaned: the first cleaning builds each secret's expression (ms).
  const clean =
    (level: LogLevel, method: Exclude<keyof Logger, 'writes'>) =>
    (message: string, fields: LogFields = {}) => {
      if (!writes(level)) return;
      log[method](
        secrets.redact(message),
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? secrets.redact(v) : v])),
      );
    };
  return {
    debug: clean('DEBUG', 'debug'),
    info: clean('INFO', 'info'),
    warning: clean('WARNING', 'warning'),
    error: clean('ERROR', 'error'),
    writes,
  };
}
