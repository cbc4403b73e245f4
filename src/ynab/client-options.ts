// What a YnabClient is made with (src/app/deps.ts builds it from the configuration): its own file, so the
// client and the API it sends through (api.ts) both read it without importing each other.
import type { Logger } from '../log.ts';
import type { Secrets } from '../logic/core/redact.ts';
import type { FetchFn } from './attempt.ts';
import type { PaceKeeper } from './pacing.ts';

export interface YnabClientOptions {
  baseUrl: string;
  /** The token, or why there is none: every call then fails with that message before sending anything. */
  token: { token: string } | { problem: string };
  userAgent: string;
  fetch?: FetchFn;
  /** Per attempt, until the whole body is read (default 30 s). */
  timeoutMs?: number;
  /** A tool call's time for YNAB (default 45 s), the least an attempt starts with (3 s), and their clock. */
  deadlineMs?: number;
  minAttemptMs?: number;
  now?: () => number;
  /** Bytes of one answer read at most (AVENIR_MCP_MAX_ANSWER_MB; default 128 MB). */
  maxAnswerBytes?: number;
  /** The hourly window; default the process-wide one. */
  pacer?: PaceKeeper;
  /** Backoff randomness in [0, 1) and the wait itself, injectable for tests. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
  /** The process's secrets; the token is added to them, and cut out of every text built from YNAB's answers. */
  secrets?: Secrets;
  /** A hosted person's: what YNAB's 401 says to do, and what happens first, given the token it was sent with (their tokens are marked dead). */
  unauthorized?: { advice: string; seen: (token: string) => Promise<void> | void };
  /** A collection read again within this many ms of YNAB's last answer sends nothing (default 0: always ask). */
  freshMs?: number;
  /** The replica's file (AVENIR_MCP_CACHE); none keeps the cache in memory only. */
  replica?: { file: string };
}
