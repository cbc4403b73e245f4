// src/hosted/people.ts and the operator's commands against a real PostgreSQL and the fake YNAB's OAuth:
// each person's servers get their own YNAB client (cache and hourly budget), codes, answers and journal;
// a YNAB token about to expire is refreshed once however many instances need it at once, without holding
// a database connection while YNAB is waited for (issue #26, 4); each YNAB scope keeps its own tokens
// (issue #26, 5); a refused refresh, or YNAB's 401, asks the person to sign in again (issue #26, 13);
// `forget` deletes a person and `rekey` re-seals every token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/hosted/commands.ts';
import { People, RENEWAL_UNANSWERED, SIGN_IN_AGAIN, SignInAgain } from '../../src/hosted/people.ts';
import { PgYnabTokens, type YnabScope } from '../../src/store/pg/ynab-tokens.ts';
import { TokenCipher } from '../../src/hosted/token-cipher.ts';
import { openDatabase, type Pool } from '../../src/store/pg/database.ts';
import { PgOAuthStore } from '../../src/store/pg/oauth-store.ts';
import { YnabOAuth } from '../../src/ynab/oauth.ts';
import { loadConfig } from '../../src/config.ts';
import { FakeYnabAccounts } from '../../src/fake-ynab/accounts.ts';
import { serveFakeAccounts, type FakeAccountsServer } from '../../src/fake-ynab/accounts-http.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';

const KEY_A = { id: 'a', key: Buffer.alloc(32, 1) };
const KEY_B = { id: 'b', key: Buffer.alloc(32, 2) };
const REDIRECT = 'http://127.0.0.1:9/oauth/ynab/callback';
let clock = Date.now();
const accounts = new FakeYnabAccounts({ app: { clientId: 'app', clientSecret: 'secret', redirectUris: [REDIRECT] }, now: () => clock });
let postgres: TestPostgres;
let ynab: FakeAccountsServer;
let pool: Pool;
let store: PgOAuthStore;
let oauth: YnabOAuth;
let tokens: PgYnabTokens;
const cipher = new TokenCipher([KEY_A]);
const QUIET = { debug() {}, info() {}, warning() {}, error() {} };

/** The app's YNAB OAuth client at the fake, on the test's clock; `timeoutMs` when a test waits less. */
const ynabOAuth = (options: { timeoutMs?: number } = {}) =>
  new YnabOAuth({
    oauthUrl: ynab.oauthUrl,
    clientId: 'app',
    clientSecret: 'secret',
    redirectUri: REDIRECT,
    apiUrl: ynab.url,
    userAgent: 'test',
    now: () => clock,
    ...options,
  });

beforeAll(async () => {
  [postgres, ynab] = await Promise.all([startPostgres(), serveFakeAccounts(accounts)]);
  pool = await openDatabase({ url: postgres.url });
  store = new PgOAuthStore(pool);
  tokens = new PgYnabTokens(pool);
  oauth = ynabOAuth();
});
afterAll(async () => {
  await pool?.end();
  await ynab?.close();
  await postgres?.stop();
});

/** A person signed in at the fake YNAB for `scope`, stored as the callback stores them. */
async function person(user: string, scope: YnabScope = 'full'): Promise<string> {
  const authorize = await fetch(oauth.authorizeUrl('st', scope === 'read-only'), {
    redirect: 'manual',
    headers: { cookie: `fake_ynab_user=${user}` },
  });
  const signed = await oauth.exchange(new URL(authorize.headers.get('location')!).searchParams, 'st');
  const id = await store.savePerson(await oauth.userId(signed.access));
  await tokens.save(id, scope, cipher.seal(JSON.stringify({ access: signed.access, refresh: signed.refresh }), id), signed.expiresAt);
  return id;
}

const config = () =>
  loadConfig(
    { AVENIR_MCP_WRITE: '1', AVENIR_MCP_YNAB_URL: ynab.url, AVENIR_MCP_CACHE: 'off', AVENIR_MCP_TODAY: '2026-09-25' },
    { demo: false },
  );
const people = (options: { now?: () => number; pool?: Pool; ynab?: YnabOAuth } = {}) =>
  new People({
    pool: options.pool ?? pool,
    tokens: new PgYnabTokens(options.pool ?? pool),
    cipher,
    ynab: options.ynab ?? oauth,
    stateKey: Buffer.alloc(32, 9),
    config: config(),
    log: QUIET,
    now: options.now ?? (() => clock),
  });

/** Resolves once `check` holds, looking again every few milliseconds (a condition, not a time). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const callText = async (deps: Awaited<ReturnType<People['depsFor']>>) => {
  try {
    await deps.context.ynab.accounts('demo-budget');
    return 'read';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('People', () => {
  it('gives each person a YNAB client, codes, answers and journal of their own, and keeps a person’s', async () => {
    const [alice, bob] = [await person('alice'), await person('bob')];
    const p = people();
    await person('alice', 'read-only');
    const a = await p.depsFor(alice, true);
    const b = await p.depsFor(bob, true);
    expect(a.context.ynab).not.toBe(b.context.ynab);
    expect(a.context.confirm.codes).not.toBe(b.context.confirm.codes);
    expect(a.context.journal).not.toBe(b.context.journal);
    expect(await p.depsFor(alice, true)).toBe(a);
    // A read-only grant of the same person gets servers without the write tools.
    const readOnly = await p.depsFor(alice, false);
    expect(readOnly.config.writes).toBe(false);
    expect(a.config.writes).toBe(true);
    // Each reads their own YNAB account.
    await a.context.ynab.accounts('demo-budget');
    expect(accounts.account('alice').requestCount).toBeGreaterThan(0);
    expect(accounts.account('bob').requestCount).toBe(0);
  });

  it('hands the tokens the gate read to the same request’s servers: one read and one opening per request', async () => {
    const ivy = await person('ivy');
    const reads = vi.spyOn(PgYnabTokens.prototype, 'read');
    const opens = vi.spyOn(cipher, 'open');
    try {
      const p = people();
      const ticket = await p.signedIn(ivy, 'full');
      expect(ticket).not.toBe(false);
      expect(await callText(await p.depsFor(ivy, true, 'full', ticket as object))).toBe('read');
      expect([reads.mock.calls.length, opens.mock.calls.length]).toEqual([1, 1]);
      // A ticket serves one request: used again, or for another scope, the tokens are read as without one.
      await p.depsFor(ivy, true, 'full', ticket as object);
      await p.depsFor(ivy, false, 'read-only', (await p.signedIn(ivy, 'full')) as object).catch((error: unknown) => error);
      expect(reads.mock.calls.map((call) => call[1])).toEqual(['full', 'full', 'full', 'read-only']);
    } finally {
      reads.mockRestore();
      opens.mockRestore();
    }
  });

  it('uses no ticket older than the tokens its servers hold, or than the person’s forgetting', async () => {
    const [uma, vic] = [await person('uma'), await person('vic')];
    const p = people();
    const early = await p.signedIn(uma, 'full');
    const held = await p.depsFor(uma, true);
    const useToken = vi.spyOn(held.context.ynab, 'useToken');
    clock += 7_200_000 - 60_000; // renewed by the next read: the servers then hold newer tokens
    await p.depsFor(uma, true);
    expect(useToken).toHaveBeenCalledTimes(1);
    const renewed = useToken.mock.calls[0]![0];
    // The gate of a request whose body came late read the older tokens: they do not replace the renewed ones.
    expect(await p.depsFor(uma, true, 'full', early as object)).toBe(held);
    expect(useToken).toHaveBeenCalledTimes(1);
    expect(await callText(held)).toBe('read');
    expect(renewed).toEqual(expect.any(String));
    // A ticket from before the person was forgotten is not used: the tokens are read again.
    const before = await p.signedIn(vic, 'full');
    p.drop(vic);
    const reads = vi.spyOn(PgYnabTokens.prototype, 'read');
    try {
      await p.depsFor(vic, true, 'full', before as object);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('refreshes a YNAB token about to expire once, however many instances ask at once', async () => {
    const carol = await person('carol');
    const before = accounts.tokenLog.filter((t) => t.grant === 'refresh_token').length;
    clock += 7_200_000 - 60_000; // one minute left: under the five-minute margin
    const instances = [people(), people(), people()];
    const renewed = await Promise.all(instances.flatMap((p) => [p.ynabToken(carol, 'full'), p.ynabToken(carol, 'full')]));
    expect(new Set(renewed.map((t) => t.access)).size).toBe(1);
    expect(accounts.tokenLog.filter((t) => t.grant === 'refresh_token').length - before).toBe(1);
    const res = await fetch(`${ynab.url}/user`, { headers: { authorization: `Bearer ${renewed[0]!.access}` } });
    expect(res.status).toBe(200);
  });

  it('asks the person to sign in again when YNAB refuses the refresh, or the person is unknown', async () => {
    const dave = await person('dave');
    accounts.revokeApp('dave');
    clock += 7_200_000;
    await expect(people().ynabToken(dave, 'full')).rejects.toBeInstanceOf(SignInAgain);
    // The refusal is remembered: no instance asks YNAB again.
    const asked = accounts.tokenLog.length;
    expect(await people().signedIn(dave, 'full')).toBe(false);
    expect(accounts.tokenLog.length).toBe(asked);
    await expect(people().ynabToken('p_nobody', 'full')).rejects.toBeInstanceOf(SignInAgain);
  });

  it('holds no database connection while YNAB is slow to renew: others are served meanwhile (#26, 4)', async () => {
    const small = await openDatabase({ url: postgres.url, max: 2 });
    try {
      const gus = await person('gus');
      clock += 7_200_000 - 60_000;
      const release = accounts.holdTokens();
      try {
        // Twelve requests of one person on three instances, all waiting for YNAB's token endpoint.
        const instances = [people({ pool: small }), people({ pool: small }), people({ pool: small })];
        const waiting = Promise.all(Array.from({ length: 12 }, (_, i) => instances[i % 3]!.ynabToken(gus, 'full')));
        await until(() => accounts.waitingForToken === 1);
        // The pool of two connections is free for anyone else while the renewal waits.
        expect((await small.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        expect(await new PgOAuthStore(small).findPerson('user-gus')).toBe(gus);
        release();
        expect(new Set((await waiting).map((t) => t.access)).size).toBe(1);
        expect(accounts.waitingForToken).toBe(0);
      } finally {
        release();
      }
    } finally {
      await small.end();
    }
  });

  it('gives up on a YNAB that does not answer the renewal: the token still valid is used, an expired one is explained (#26, 4)', async () => {
    const hasty = ynabOAuth({ timeoutMs: 50 });
    const hana = await person('hana');
    const release = accounts.holdTokens();
    try {
      clock += 7_200_000 - 60_000; // a minute left: renewal is tried, and the current token still serves
      const current = await people({ ynab: hasty }).ynabToken(hana, 'full');
      expect(await callText(await people({ ynab: hasty }).depsFor(hana, true))).toBe('read');
      clock += 120_000; // expired: nothing can be read until YNAB answers
      const gate = people({ ynab: hasty });
      const ticket = await gate.signedIn(hana, 'full');
      expect(ticket).toEqual({});
      // The request's servers take the gate's outcome: no second renewal tried of a YNAB that does not answer.
      const leases = vi.spyOn(PgYnabTokens.prototype, 'lease');
      try {
        expect(await callText(await gate.depsFor(hana, true, 'full', ticket as object))).toBe(RENEWAL_UNANSWERED);
        expect(leases).not.toHaveBeenCalled();
      } finally {
        leases.mockRestore();
      }
      expect(await callText(await people({ ynab: hasty }).depsFor(hana, true))).toBe(RENEWAL_UNANSWERED);
      expect(current.access).toEqual(expect.any(String));
    } finally {
      // The requests given up on never reached YNAB (had YNAB used them, the single-use refresh token would be spent: docs, limitations).
      release('drop');
    }
    // Once YNAB answers again, the next request renews.
    expect(await callText(await people().depsFor(hana, true))).toBe('read');
  });

  it('keeps each YNAB scope’s tokens: a read-only sign-in leaves those of the grants that write (#26, 5)', async () => {
    const ines = await person('ines', 'full');
    const writer = await people().depsFor(ines, true);
    await person('ines', 'read-only');
    const fresh = people();
    expect((await fresh.ynabToken(ines, 'full')).access).not.toBe((await fresh.ynabToken(ines, 'read-only')).access);
    // The grant that writes still writes: YNAB gets its full token, not the read-only one.
    const deps = await fresh.depsFor(ines, true);
    expect(deps).not.toBe(writer);
    const status = await fetch(`${ynab.url}/plans/demo-budget/transactions/tx-048`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${(await fresh.ynabToken(ines, 'full')).access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: { memo: 'ok' } }),
    });
    expect(status.status).toBe(200);
    // A person who never signed in for reading only has no such tokens: that grant signs in again.
    const jon = await person('jon', 'full');
    expect(await people().signedIn(jon, 'read-only')).toBe(false);
  });

  it('marks the tokens dead on YNAB’s 401, says to sign in again, and leaves tokens renewed meanwhile alone (#26, 13)', async () => {
    const kim = await person('kim');
    const p = people();
    const deps = await p.depsFor(kim, true);
    accounts.revokeApp('kim');
    const message = await callText(deps);
    expect(message).toBe(`YNAB 401: ${SIGN_IN_AGAIN}`);
    expect(message).not.toContain('Personal Access Token');
    expect(await people().signedIn(kim, 'full')).toBe(false);
    await expect(p.depsFor(kim, true)).rejects.toBeInstanceOf(SignInAgain);
    // A new sign-in brings the person back.
    await person('kim');
    expect(await callText(await people().depsFor(kim, true))).toBe('read');
    // A 401 seen with tokens another sign-in has replaced does not kill the new ones.
    const lou = await person('lou');
    const stale = await people().depsFor(lou, true);
    const before = await tokens.read(lou, 'full');
    await person('lou');
    await tokens.markDead(lou, 'full', before!.sealed);
    expect(await people().signedIn(lou, 'full')).toEqual({});
    expect(stale).toBeDefined();
  });
});

describe('the YNAB tokens’ renewal and death, racing (#26 review)', () => {
  it('marks dead only the tokens a 401 was sent with: a 401 to a token renewed meanwhile leaves the new one alive', async () => {
    const vic = await person('vic');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first: string | undefined;
    // The first read waits, then YNAB answers it 401, as it would for an access token revoked at its renewal.
    const fetchGated = async (request: Request) => {
      const sent = request.headers.get('authorization');
      if (first === undefined && request.url.includes('/accounts')) {
        first = sent!;
        await gate;
        return new Response(JSON.stringify({ error: { id: '401', name: 'unauthorized', detail: 'Unauthorized' } }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetch(request);
    };
    const p = new People({
      pool,
      tokens,
      cipher,
      ynab: oauth,
      stateKey: Buffer.alloc(32, 9),
      config: config(),
      log: QUIET,
      now: () => clock,
      fetch: fetchGated,
    });
    const deps = await p.depsFor(vic, true);
    const call = callText(deps);
    await until(() => first !== undefined);
    clock += 7_200_000 - 60_000;
    await p.depsFor(vic, true); // the same instance renews: its servers now send the new token
    clock -= 7_200_000 - 60_000;
    release();
    expect(await call).toBe(`YNAB 401: ${SIGN_IN_AGAIN}`);
    expect((await tokens.read(vic, 'full'))!.dead).toBe(false);
  });

  it('leases on the database’s clock, and a renewal YNAB granted outweighs a refusal another instance met', async () => {
    const wes = await person('wes');
    const soon = new Date(clock + 7_200_000 * 2);
    const leased = await tokens.lease(wes, 'full', soon, 30);
    expect(leased).toBeDefined();
    // Another instance, whatever its own clock says, waits for the lease.
    expect(await tokens.lease(wes, 'full', soon, 30)).toBeUndefined();
    await pool.query("UPDATE ynab_tokens SET renewing_until = now() - interval '1 second' WHERE person = $1", [wes]);
    expect(await tokens.lease(wes, 'full', soon, 30)).toBeDefined();
    // The second holder's refresh was refused (the first had used the refresh token); then the first's renewal lands.
    await tokens.markDead(wes, 'full', leased!.sealed);
    await tokens.renewed(wes, 'full', leased!.sealed, 'sealed-new', soon);
    expect(await tokens.read(wes, 'full')).toEqual({ sealed: 'sealed-new', expiresAt: soon, dead: false });
  });
});

describe('the operator’s commands', () => {
  const env = (extra: Record<string, string> = {}) => ({ AVENIR_MCP_DATABASE_URL: postgres.url, ...extra });
  const keys = (...k: { id: string; key: Buffer }[]) => k.map((x) => `${x.id}:${x.key.toString('base64')}`).join(',');

  it('forget deletes everything stored about a person, by YNAB user id', async () => {
    const erin = await person('erin');
    await pool.query("INSERT INTO journal_lines (person, line) VALUES ($1, '{}')", [erin]);
    await pool.query("INSERT INTO rule_sets (person, plan_id, body, revision) VALUES ($1, 'p', 'version: 1', 1)", [erin]);
    const said: string[] = [];
    expect(await runCommand('forget', ['user-erin'], env(), (l) => said.push(l))).toBe(0);
    expect(said.join('\n')).toContain(`Deleted everything stored about ${erin}`);
    expect(await store.findPerson('user-erin')).toBeUndefined();
    expect((await pool.query('SELECT 1 FROM journal_lines WHERE person = $1', [erin])).rowCount).toBe(0);
    expect((await pool.query('SELECT 1 FROM rule_sets WHERE person = $1', [erin])).rowCount).toBe(0);
    expect(await runCommand('forget', ['user-erin'], env(), (l) => said.push(l))).toBe(1);
    expect(await runCommand('forget', [], env(), (l) => said.push(l))).toBe(2);
  });

  it('rekey re-seals every token with the first key, so the old one can be dropped', async () => {
    const fay = await person('fay');
    const said: string[] = [];
    expect(await runCommand('rekey', [], env({ AVENIR_MCP_ENCRYPTION_KEYS: keys(KEY_B, KEY_A) }), (l) => said.push(l))).toBe(0);
    expect(said[0]).toMatch(/^Re-sealed the YNAB tokens of \d+ people with key b/);
    const row = await tokens.read(fay, 'full');
    expect(TokenCipher.keyIdOf(row!.sealed)).toBe('b');
    expect(new TokenCipher([KEY_B]).open(row!.sealed, fay)).toContain('"access"');
    // Run again: nothing left to do.
    said.length = 0;
    await runCommand('rekey', [], env({ AVENIR_MCP_ENCRYPTION_KEYS: keys(KEY_B, KEY_A) }), (l) => said.push(l));
    expect(said[0]).toMatch(/^Re-sealed the YNAB tokens of 0 people/);
  });

  it('refuses to run without the database or the keys, naming the variable', async () => {
    await expect(runCommand('forget', ['x'], {}, () => {})).rejects.toThrow(/AVENIR_MCP_DATABASE_URL is not set/);
    await expect(runCommand('rekey', [], env(), () => {})).rejects.toThrow(/AVENIR_MCP_ENCRYPTION_KEYS is empty/);
  });
});
