// The replica's file (issue #15, ynab-client.md §9): each plan's cached collections with their
// server_knowledge and window, in SQLite through node:sqlite, so a restarted server asks YNAB only for
// what changed. Mode 600 in a folder of mode 700; never the token, only a salted HMAC of it to tell a
// replica of another token. A file that is corrupt, of another schema version or of another token is
// discarded with one WARNING line and rebuilt; a write is one transaction, so a server killed while
// writing finds the state of the last complete write.
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Logger } from '../../log.ts';

/** Bumped whenever what the file holds changes meaning: an older file is then discarded, never read. */
export const REPLICA_SCHEMA = 1;

export interface HeldWindow {
  knowledge: number;
  /** Transactions only: the window's first date. */
  since?: string;
}

export interface StoredCollection extends HeldWindow {
  items: unknown[];
}

/** One write: the window, then either every item (`all`) or the items that changed and the keys that went. */
export interface ReplicaWrite extends HeldWindow {
  all: boolean;
  upserts: Iterable<[key: string, item: unknown]>;
  deletes: string[];
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS windows (plan TEXT NOT NULL, collection TEXT NOT NULL, knowledge INTEGER NOT NULL, since TEXT, PRIMARY KEY (plan, collection));
  CREATE TABLE IF NOT EXISTS items (plan TEXT NOT NULL, collection TEXT NOT NULL, key TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (plan, collection, key));
  CREATE INDEX IF NOT EXISTS items_order ON items (plan, collection, seq);
`;

type Why = 'corrupt' | 'another schema version' | 'another token';

class Discard extends Error {
  constructor(readonly why: Why) {
    super(why);
  }
}

export class ReplicaStore {
  readonly #db: DatabaseSync;

  private constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /**
   * Opens (or creates) the replica for `token`. Undefined when no usable file can be had (the folder is
   * not writable): the server then keeps its cache in memory only, as with AVENIR_MCP_CACHE=off.
   */
  static open(file: string, token: string, log: Logger): ReplicaStore | undefined {
    // A folder or file the server may not write is no reason to delete anything: the cache stays in memory,
    // and the log says why (EACCES, EROFS…), not "corrupt".
    const unusable = (error: unknown) => {
      log.warning('cache replica unusable: the cache stays in memory', { folder: dirname(file), reason: reasonOf(error) });
      return undefined;
    };
    try {
      prepareFile(file);
    } catch (error) {
      return unusable(error);
    }
    try {
      return ReplicaStore.#openChecked(file, token);
    } catch (error) {
      log.warning('cache replica discarded and rebuilt', { reason: error instanceof Discard ? error.why : `corrupt (${reasonOf(error)})` });
      try {
        removeFiles(file);
        prepareFile(file);
        return ReplicaStore.#openChecked(file, token);
      } catch (again) {
        return unusable(again);
      }
    }
  }

  static #openChecked(file: string, token: string): ReplicaStore {
    const db = new DatabaseSync(file);
    try {
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
      const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined;
      if (check?.quick_check !== 'ok') throw new Discard('corrupt');
      db.exec(SCHEMA);
      const meta = new Map(
        (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
      );
      if (meta.size === 0) {
        const salt = randomBytes(16).toString('hex');
        const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
        insert.run('schema', String(REPLICA_SCHEMA));
        insert.run('salt', salt);
        insert.run('token', fingerprint(salt, token));
      } else if (meta.get('schema') !== String(REPLICA_SCHEMA)) {
        throw new Discard('another schema version');
      } else if (meta.get('token') !== fingerprint(meta.get('salt') ?? '', token)) {
        throw new Discard('another token');
      }
      return new ReplicaStore(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** The held window of one collection (no items: a small read), or undefined when none is held. Throws when unreadable. */
  window(plan: string, collection: string): HeldWindow | undefined {
    try {
      const window = this.#db.prepare('SELECT knowledge, since FROM windows WHERE plan = ? AND collection = ?').get(plan, collection) as
        | { knowledge: unknown; since: unknown }
        | undefined;
      if (window === undefined) return undefined;
      if (typeof window.knowledge !== 'number' || !(window.since === null || typeof window.since === 'string'))
        throw new Discard('corrupt');
      return { knowledge: window.knowledge, ...(window.since === null ? {} : { since: window.since }) };
    } catch (error) {
      throw error instanceof Discard ? error : new Discard('corrupt');
    }
  }

  /** The held window and items of one collection, or undefined when none is held. Throws when unreadable. */
  load(plan: string, collection: string): StoredCollection | undefined {
    const window = this.window(plan, collection);
    return window === undefined ? undefined : { ...window, items: this.items(plan, collection, 0, -1).items };
  }

  /**
   * Up to `limit` (-1: all) items of one collection after the one at `afterSeq` (0: from the first), in
   * the order YNAB first sent them, as the cache in memory keeps them; `last`, the last one's place. Throws
   * when unreadable.
   */
  items(plan: string, collection: string, afterSeq: number, limit: number): { items: unknown[]; last: number } {
    try {
      const rows = this.#db
        .prepare('SELECT seq, body FROM items WHERE plan = ? AND collection = ? AND seq > ? ORDER BY seq LIMIT ?')
        .all(plan, collection, afterSeq, limit) as { seq: number; body: string }[];
      return { items: rows.map((r) => JSON.parse(r.body) as unknown), last: rows.at(-1)?.seq ?? afterSeq };
    } catch {
      throw new Discard('corrupt');
    }
  }

  /** One write, in one transaction: all of it or, should the process die half way, none of it. */
  write(plan: string, collection: string, change: ReplicaWrite): void {
    const db = this.#db;
    db.exec('BEGIN');
    try {
      db.prepare('INSERT OR REPLACE INTO windows (plan, collection, knowledge, since) VALUES (?, ?, ?, ?)').run(
        plan,
        collection,
        change.knowledge,
        change.since ?? null,
      );
      if (change.all) db.prepare('DELETE FROM items WHERE plan = ? AND collection = ?').run(plan, collection);
      // A changed item keeps its place; a new one goes last, as mergeEntities orders them.
      const last = db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM items WHERE plan = ? AND collection = ?').get(plan, collection) as {
        seq: number;
      };
      let seq = last.seq;
      const upsert = db.prepare(
        'INSERT INTO items (plan, collection, key, seq, body) VALUES (?, ?, ?, ?, ?) ON CONFLICT (plan, collection, key) DO UPDATE SET body = excluded.body',
      );
      for (const [key, item] of change.upserts) upsert.run(plan, collection, key, ++seq, JSON.stringify(item));
      const remove = db.prepare('DELETE FROM items WHERE plan = ? AND collection = ? AND key = ?');
      for (const key of change.deletes) remove.run(plan, collection, key);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** How many items of one collection the file holds. Throws when unreadable. */
  count(plan: string, collection: string): number {
    const row = this.#db.prepare('SELECT count(*) AS n FROM items WHERE plan = ? AND collection = ?').get(plan, collection) as {
      n: number;
    };
    return row.n;
  }

  /** A value kept beside the collections (the plan directory), or undefined. */
  meta(key: string): string | undefined {
    return (this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.#db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  }

  /** Forgets everything held (a replica found unreadable while the server runs); the file's identity stays. */
  clear(): void {
    this.#db.exec("DELETE FROM windows; DELETE FROM items; DELETE FROM meta WHERE key = 'plans';");
  }

  close(): void {
    this.#db.close();
  }
}

/** The folder (mode 700) and the file (mode 600, before SQLite opens it; SQLite gives its -wal and -shm files the same mode). */
function prepareFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** A system error's code (EACCES), SQLite's (SQLITE_NOTADB), or the error's class: never its message, which holds paths. */
function reasonOf(error: unknown): string {
  const { code, errstr } = (error ?? {}) as { code?: unknown; errstr?: unknown };
  if (typeof errstr === 'string') return errstr;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : typeof error;
}

const fingerprint = (salt: string, token: string): string => createHmac('sha256', salt).update(token).digest('hex');

function removeFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
