// The only module that reads process.env: every variable the server understands is declared here,
// read once at start, and documented on the configuration page (docs/<lang>/configuration.md).

import { toolsets as TOOLSETS } from '../generated/toolsets.ts';
import { delimiter, isAbsolute, join } from 'node:path';
import { isCalendarDate } from './logic/core/calendar.ts';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './log.ts';
import { DEFAULT_MAX_ANSWER_MB, MAX_ANSWER_MB_CEILING } from './ynab/answer-limits.ts';
import { expandHome } from './ynab/token.ts';
import { nearestName } from './logic/core/nearest-name.ts';
import { homedir } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_HTTP_HOST = '127.0.0.1';
export const DEFAULT_HTTP_PORT = 8103;
/** A shorter bearer token is refused: it could be guessed (a generated one has 43 characters). */
export const MIN_HTTP_TOKEN_LENGTH = 32;

/** stdio (the default), or Streamable HTTP at http://host:port/mcp. */
export type Transport =
  | { kind: 'stdio' }
  | {
      kind: 'http';
      host: string;
      /** 0 lets the system pick a free port (the address is printed at start). */
      port: number;
      /** AVENIR_MCP_HTTP_TOKEN, or undefined to generate one at start. */
      token: string | undefined;
      /** Extra names the Host and Origin headers may carry (AVENIR_MCP_ALLOWED_HOSTS), lower case. */
      allowedHosts: string[];
    };

/** Every environment variable the code reads; the docs test checks each appears on the configuration page. */
export const ENV_VARS = [
  'YNAB_API_KEY',
  'YNAB_API_KEY_FILE',
  'AVENIR_MCP_WRITE',
  'AVENIR_MCP_TOOLSETS',
  'AVENIR_MCP_REQUIRE_ELICITATION',
  'AVENIR_MCP_JOURNAL',
  'AVENIR_MCP_RULES',
  'XDG_STATE_HOME',
  'XDG_CACHE_HOME',
  'AVENIR_MCP_YNAB_URL',
  'AVENIR_MCP_MAX_ANSWER_MB',
  'AVENIR_MCP_FRESH_SECONDS',
  'AVENIR_MCP_CACHE',
  'AVENIR_MCP_CONFIDENCE_THRESHOLD',
  'AVENIR_MCP_STATEMENT_DIRS',
  'AVENIR_MCP_TODAY',
  'AVENIR_MCP_LOG_LEVEL',
  'AVENIR_MCP_LOG_FORMAT',
  'AVENIR_MCP_TRANSPORT',
  'AVENIR_MCP_HOST',
  'AVENIR_MCP_PORT',
  'AVENIR_MCP_HTTP_TOKEN',
  'AVENIR_MCP_ALLOWED_HOSTS',
  'AVENIR_MCP_NO_UPDATE_CHECK',
  'AVENIR_MCP_AUTH',
  'AVENIR_MCP_PUBLIC_URL',
  'AVENIR_MCP_DATABASE_URL',
  'AVENIR_MCP_ENCRYPTION_KEYS',
  'AVENIR_MCP_YNAB_CLIENT_ID',
  'AVENIR_MCP_YNAB_CLIENT_SECRET',
  'AVENIR_MCP_YNAB_OAUTH_URL',
  'AVENIR_MCP_TRUSTED_PROXIES',
  'DO_NOT_TRACK',
  'CI',
  'LOCALAPPDATA',
] as const;
export type EnvVar = (typeof ENV_VARS)[number];
export type Env = Partial<Record<EnvVar, string>>;

/** avenir-mcp's cache folder: under XDG_CACHE_HOME when it is absolute, else ~/.cache (the update check, the replica). */
export const cacheFolderFor = (xdgCacheHome: string | undefined, home: string): string =>
  join(xdgCacheHome !== undefined && isAbsolute(xdgCacheHome) ? xdgCacheHome : join(home, '.cache'), 'avenir-mcp');

/**
 * Where Node keeps the compiled code of the server's modules between starts (src/start/compiled-code.ts):
 * avenir-mcp's cache folder, which only its user can write (a shared temporary folder could be handed code
 * by another user), unless AVENIR_MCP_CACHE is off.
 */
export function compileCacheFolder(env: Env = readEnv()): string | undefined {
  try {
    if (!loadCacheSwitch(env.AVENIR_MCP_CACHE)) return undefined;
  } catch {
    return undefined; // a value the start refuses anyway, with its message
  }
  return join(cacheFolderFor(env.XDG_CACHE_HOME, homedir()), 'compiled-code');
}

export const DEFAULT_YNAB_URL = 'https://api.ynab.com/v1';
export const DEMO_TODAY = '2026-09-25';

export interface Config {
  /** Exactly AVENIR_MCP_WRITE=1 shows and enables write tools. */
  writes: boolean;
  /** The toolsets whose tools are listed (AVENIR_MCP_TOOLSETS; every one by default), in their declared order. */
  toolsets: readonly string[];
  /** What the start-up logs as WARNING lines: a value understood but probably not meant. */
  warnings: string[];
  requireElicitation: boolean;
  ynabUrl: string;
  apiKey: string | undefined;
  apiKeyFile: string | undefined;
  /** YYYY-MM-DD override of today, or undefined for the machine's local date. */
  today: string | undefined;
  logLevel: LogLevel;
  logFormat: LogFormat;
  transport: Transport;
  demo: boolean;
  /** Where the journal goes: AVENIR_MCP_JOURNAL, else the XDG state folder (src/journal/path.ts decides). */
  journal: { path: string | undefined; xdgStateHome: string | undefined; localAppData: string | undefined };
  /** AVENIR_MCP_RULES: the rules file; unset keeps it beside the journal (src/rules/file-store.ts). */
  rulesPath: string | undefined;
  /** Suggestion threshold in (0, 1]. */
  confidenceThreshold: number;
  /** AVENIR_MCP_STATEMENT_DIRS: the absolute folders statement files are read from (none: paths refused); the demo's own under --demo. */
  statementDirs: string[];
  /** AVENIR_MCP_MAX_ANSWER_MB: the largest YNAB answer read, in megabytes. */
  maxAnswerMb: number;
  /** AVENIR_MCP_FRESH_SECONDS: a collection YNAB answered for this recently is read again without a request. */
  freshSeconds: number;
  /** AVENIR_MCP_CACHE: whether the delta cache is kept on disk across restarts (never in the demo), and under which folder. */
  replica: { enabled: boolean; xdgCacheHome: string | undefined };
  /** Whether the start-up update check runs (never in the demo), and where its cache goes. */
  updateCheck: { enabled: boolean; xdgCacheHome: string | undefined };
}

/** Copies only the declared variables out of an environment (process.env by default). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env: Env = {};
  for (const name of ENV_VARS) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

export class ConfigError extends Error {}

/** Builds the configuration; throws ConfigError with a message naming the variable when a value is unusable. */
export function loadConfig(env: Env, flags: { demo: boolean }): Config {
  const level = (env.AVENIR_MCP_LOG_LEVEL ?? 'WARNING').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`AVENIR_MCP_LOG_LEVEL is ${JSON.stringify(env.AVENIR_MCP_LOG_LEVEL)}: use DEBUG, INFO, WARNING or ERROR.`);
  }
  const today = env.AVENIR_MCP_TODAY ?? (flags.demo ? DEMO_TODAY : undefined);
  if (today !== undefined && !isCalendarDate(today)) {
    throw new ConfigError(`AVENIR_MCP_TODAY is ${JSON.stringify(today)}: write a real date as YYYY-MM-DD, or unset it.`);
  }
  const threshold = env.AVENIR_MCP_CONFIDENCE_THRESHOLD === undefined ? 0.9 : Number(env.AVENIR_MCP_CONFIDENCE_THRESHOLD);
  if (!(threshold > 0 && threshold <= 1) || env.AVENIR_MCP_CONFIDENCE_THRESHOLD?.trim() === '') {
    throw new ConfigError(
      `AVENIR_MCP_CONFIDENCE_THRESHOLD is ${JSON.stringify(env.AVENIR_MCP_CONFIDENCE_THRESHOLD)}: use a number greater than 0 and at most 1 (default 0.90), or unset it.`,
    );
  }
  const logFormat = (env.AVENIR_MCP_LOG_FORMAT ?? 'text').toLowerCase();
  if (logFormat !== 'text' && logFormat !== 'json') {
    throw new ConfigError(`AVENIR_MCP_LOG_FORMAT is ${JSON.stringify(env.AVENIR_MCP_LOG_FORMAT)}: use text (the default) or json.`);
  }
  const warnings: string[] = [];
  const writes = switchOf(env.AVENIR_MCP_WRITE);
  if (writes === undefined) {
    // Not a stop: a server that wrongly stays read-only changes nothing. The value is no secret.
    warnings.push(
      `AVENIR_MCP_WRITE is ${JSON.stringify(env.AVENIR_MCP_WRITE)}, so the server stays read-only: set AVENIR_MCP_WRITE=1 to show the write tools, or 0 (or unset it) to keep them hidden.`,
    );
  }
  const requireElicitation = switchOf(env.AVENIR_MCP_REQUIRE_ELICITATION);
  if (requireElicitation === undefined) {
    // A stop: read as 0, `yes` would silently keep the confirmation codes someone meant to forbid.
    throw new ConfigError(
      `AVENIR_MCP_REQUIRE_ELICITATION is ${JSON.stringify(env.AVENIR_MCP_REQUIRE_ELICITATION)}: use 1 (only the user's own answer in the client confirms a change) or 0 (confirmation codes allowed, the default), or unset it.`,
    );
  }
  const toolsets = loadToolsets(env.AVENIR_MCP_TOOLSETS, writes === true, warnings);
  return {
    writes: writes === true,
    toolsets,
    warnings,
    requireElicitation,
    ynabUrl: env.AVENIR_MCP_YNAB_URL ?? DEFAULT_YNAB_URL,
    apiKey: env.YNAB_API_KEY,
    apiKeyFile: env.YNAB_API_KEY_FILE,
    today,
    logLevel: level as LogLevel,
    logFormat,
    transport: loadTransport(env),
    demo: flags.demo,
    journal: {
      path: loadAbsolutePath('AVENIR_MCP_JOURNAL', env.AVENIR_MCP_JOURNAL),
      xdgStateHome: env.XDG_STATE_HOME,
      localAppData: env.LOCALAPPDATA,
    },
    rulesPath: loadAbsolutePath('AVENIR_MCP_RULES', env.AVENIR_MCP_RULES),
    confidenceThreshold: threshold,
    statementDirs: loadStatementDirs(env.AVENIR_MCP_STATEMENT_DIRS, flags.demo),
    maxAnswerMb: loadMaxAnswerMb(env.AVENIR_MCP_MAX_ANSWER_MB),
    freshSeconds: loadFreshSeconds(env.AVENIR_MCP_FRESH_SECONDS),
    replica: { enabled: !flags.demo && loadCacheSwitch(env.AVENIR_MCP_CACHE), xdgCacheHome: env.XDG_CACHE_HOME },
    updateCheck: { enabled: !flags.demo && updateCheckAllowed(env), xdgCacheHome: env.XDG_CACHE_HOME },
  };
}

/**
 * AVENIR_MCP_STATEMENT_DIRS: absolute folders separated by the system's path separator (':', or ';' on
 * Windows). A relative one stops the start: read from wherever the client started the server, it would
 * open files nobody chose. Unset under --demo, the demo plan's statements folder.
 */
function loadStatementDirs(text: string | undefined, demo: boolean): string[] {
  const dirs = (text ?? '')
    .split(delimiter)
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const relative = dirs.filter((d) => !isAbsolute(d));
  if (relative.length > 0) {
    throw new ConfigError(
      `AVENIR_MCP_STATEMENT_DIRS names ${relative.map((d) => JSON.stringify(d)).join(', ')}: give absolute folders, separated by '${delimiter}'.`,
    );
  }
  if (dirs.length > 0 || !demo) return dirs;
  const own = demoStatementsDir();
  return own === undefined ? [] : [own];
}

/** Toolset names of earlier releases, still read (with a warning): what each is called now, and why it changed. */
const RENAMED_TOOLSETS: Record<string, { now: string; why: string }> = {
  accounts: { now: 'reconcile', why: 'it holds reconcile_account, match_statement and apply_statement; list_accounts is in "budget"' },
};

/** AVENIR_MCP_TOOLSETS: names separated by commas or spaces, any case; unset or empty selects every toolset. */
function loadToolsets(text: string | undefined, writes: boolean, warnings: string[]): readonly string[] {
  const all = TOOLSETS.map((t) => t.name);
  const asked = (text ?? '')
    .split(/[\s,]+/)
    .map((name) => name.toLowerCase())
    .filter((name) => name !== '')
    .map((name) => {
      const renamed = RENAMED_TOOLSETS[name];
      if (renamed === undefined) return name;
      warnings.push(
        `AVENIR_MCP_TOOLSETS names "${name}", which is now called "${renamed.now}" (${renamed.why}): write ${renamed.now} instead; the selection is the same.`,
      );
      return renamed.now;
    });
  if (asked.length === 0) return all;
  const unknown = [...new Set(asked.filter((name) => !all.includes(name)))];
  if (unknown.length > 0) {
    const valid = TOOLSETS.map((t) => `${t.name} (${t.description.replace(/\.$/, '')})`).join('; ');
    const named = unknown.map((name) => {
      const near = nearestName(name, all);
      return near === undefined ? JSON.stringify(name) : `${JSON.stringify(name)} (did you mean ${near}?)`;
    });
    throw new ConfigError(
      `AVENIR_MCP_TOOLSETS names ${named.join(', ')}, which ${unknown.length === 1 ? 'is not a toolset' : 'are not toolsets'}: list toolsets separated by commas, among ${valid}; or unset it for all of them.`,
    );
  }
  const chosen = all.filter((name) => asked.includes(name));
  const listed = TOOLSETS.filter((t) => chosen.includes(t.name)).reduce((sum, t) => sum + t.reads + (writes ? t.writes : 0), 0);
  if (listed === 0) {
    warnings.push(
      `AVENIR_MCP_TOOLSETS is ${JSON.stringify(text)}, which lists no tool while the server is read-only: ${chosen.join(' and ')} ${chosen.length === 1 ? 'holds' : 'hold'} write tools only. Set AVENIR_MCP_WRITE=1, or add a toolset with read tools (budget, for one).`,
    );
  }
  return chosen;
}

/**
 * AVENIR_MCP_JOURNAL and AVENIR_MCP_RULES: an absolute path (a leading ~ or $HOME expanded); empty counts as unset. A
 * relative one is refused: it would be read from whatever folder the client starts the server in, and undo would
 * lose the journal, or the server the rules.
 */
function loadAbsolutePath(name: string, text: string | undefined, home = homedir()): string | undefined {
  if (text === undefined || text === '') return undefined;
  const path = expandHome(text, home);
  if (isAbsolute(path)) return path;
  throw new ConfigError(
    `${name} is ${JSON.stringify(text)}, a relative path, which would be read from whatever folder the client starts the server in: give an absolute path (a leading ~ is expanded), or unset it for the default.`,
  );
}

function loadMaxAnswerMb(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_ANSWER_MB;
  const mb = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(mb >= 1 && mb <= MAX_ANSWER_MB_CEILING)) {
    throw new ConfigError(
      `AVENIR_MCP_MAX_ANSWER_MB is ${JSON.stringify(text)}: use a whole number of megabytes from 1 to ${MAX_ANSWER_MB_CEILING} (default ${DEFAULT_MAX_ANSWER_MB}), or unset it.`,
    );
  }
  return mb;
}

export const DEFAULT_FRESH_SECONDS = 5;
const MAX_FRESH_SECONDS = 300;

function loadFreshSeconds(text: string | undefined): number {
  if (text === undefined) return DEFAULT_FRESH_SECONDS;
  const seconds = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds >= 0 && seconds <= MAX_FRESH_SECONDS)) {
    throw new ConfigError(
      `AVENIR_MCP_FRESH_SECONDS is ${JSON.stringify(text)}: use a whole number of seconds from 0 (ask YNAB on every read) to ${MAX_FRESH_SECONDS} (default ${DEFAULT_FRESH_SECONDS}), or unset it.`,
    );
  }
  return seconds;
}

/** AVENIR_MCP_CACHE: `on` (the default) or `off`, any case; anything else stops the start. */
function loadCacheSwitch(text: string | undefined): boolean {
  const value = (text ?? 'on').trim().toLowerCase();
  if (value === 'on' || value === '') return true;
  if (value === 'off') return false;
  throw new ConfigError(
    `AVENIR_MCP_CACHE is ${JSON.stringify(text)}: use on (keep YNAB's answers on disk, so a restart asks only for changes; the default) or off (memory only), or unset it.`,
  );
}

/** A switch: `1` on; `0`, empty or unset off; undefined for anything else (each caller says what then). */
function switchOf(value: string | undefined): boolean | undefined {
  if (value === '1') return true;
  return value === undefined || value === '' || value === '0' ? false : undefined;
}

/** AVENIR_MCP_NO_UPDATE_CHECK=1, DO_NOT_TRACK=1 and CI=true|1 each turn the update check off. */
function updateCheckAllowed(env: Env): boolean {
  return env.AVENIR_MCP_NO_UPDATE_CHECK !== '1' && env.DO_NOT_TRACK !== '1' && env.CI !== 'true' && env.CI !== '1';
}

/** The HTTP variables are read only with AVENIR_MCP_TRANSPORT=http; plain HOST and PORT never (shells set HOST). */
function loadTransport(env: Env): Transport {
  const kind = (env.AVENIR_MCP_TRANSPORT ?? 'stdio').toLowerCase();
  if (kind === 'stdio') return { kind };
  if (kind !== 'http')
    throw new ConfigError(`AVENIR_MCP_TRANSPORT is ${JSON.stringify(env.AVENIR_MCP_TRANSPORT)}: use stdio (the default) or http.`);
  const host = env.AVENIR_MCP_HOST ?? DEFAULT_HTTP_HOST;
  if (!/^[A-Za-z0-9.:_-]+$/.test(host)) {
    throw new ConfigError(
      `AVENIR_MCP_HOST is ${JSON.stringify(host)}: use the address to listen on, such as 127.0.0.1 (the default, this machine only) or 0.0.0.0 (every network interface).`,
    );
  }
  const portText = env.AVENIR_MCP_PORT ?? String(DEFAULT_HTTP_PORT);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new ConfigError(
      `AVENIR_MCP_PORT is ${JSON.stringify(portText)}: use a port number from 1 to 65535 (default ${DEFAULT_HTTP_PORT}), or 0 for any free port.`,
    );
  }
  const token = env.AVENIR_MCP_HTTP_TOKEN;
  // The value is a secret: the messages describe it, never quote it.
  if (token !== undefined && !/^[\x21-\x7e]*$/.test(token)) {
    throw new ConfigError(
      'AVENIR_MCP_HTTP_TOKEN holds spaces or characters other than printable ASCII: a header cannot carry them. Use a random value such as the output of `openssl rand -base64 32`, or unset it to have one generated at start.',
    );
  }
  if (token !== undefined && token.length < MIN_HTTP_TOKEN_LENGTH) {
    throw new ConfigError(
      `AVENIR_MCP_HTTP_TOKEN is too short (${token.length} characters): use at least ${MIN_HTTP_TOKEN_LENGTH}, such as the output of \`openssl rand -base64 32\`, or unset it to have one generated at start.`,
    );
  }
  const allowedHosts = (env.AVENIR_MCP_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const bad = allowedHosts.find((name) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(name));
  if (bad !== undefined) {
    throw new ConfigError(
      `AVENIR_MCP_ALLOWED_HOSTS holds ${JSON.stringify(bad)}: list host names or addresses separated by commas, without scheme or port (an IPv6 address in brackets), such as nas.home.arpa,[fd00::2].`,
    );
  }
  return { kind, host, port, token, allowedHosts };
}

/**
 * The folder of avenir-mcp's package.json, found from this module's own place: the same walk works from
 * src/ under tsx and from dist/src/ once compiled, in the repository and in an installed package.
 */
export function packageRoot(from: URL = new URL('.', import.meta.url)): URL | undefined {
  let dir = from;
  for (let level = 0; level < 6; level++, dir = new URL('..', dir)) {
    if (existsSync(new URL('package.json', dir))) return dir;
  }
  return undefined;
}

/** The demo plan's statements (demo/statements/), read by --demo when AVENIR_MCP_STATEMENT_DIRS is unset. */
export function demoStatementsDir(): string | undefined {
  const root = packageRoot();
  return root === undefined ? undefined : fileURLToPath(new URL('demo/statements/', root));
}
