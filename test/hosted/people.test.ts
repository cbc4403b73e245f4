// src/hosted/people.ts and the operator's commands against a real PostgreSQL and the fake YNAB's OAuth:
// each person's servers get their own YNAB client (cache and hourly budget), codes, answers and journal;
// a YNAB token about to expire is refreshed once however many instances need it at once; a refused
// refresh asks the person to sign in again; `forget` deletes a person and `rekey` re-seals every token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/hosted/commands.ts';
import { People, SignInAgain } from '../../src/hosted/people.ts';
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
const cipher = new TokenCipher([KEY_A]);
const QUIET = { debug() {}, info() {}, warning() {}, error() {} };

beforeAll(async () => {
  [postgres, ynab] = await Promise.all([startPostgres(), serveFakeAccounts(accounts)]);
  pool = await openDatabase({ url: postgres.url });
  store = new PgOAuthStore(pool);
  oauth = new YnabOAuth({ oauthUrl: ynab.oauthUrl, clientId: 'app', clientSecret: 'secret', redirectUri: REDIRECT, apiUrl: ynab.url, userAgent: 'test', now: () => clock });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await ynab?.close();
  await postgres?.stop();
});

/** A person signed in at the fake YNAB, stored as the callback stores them. */
async function person(user: string): Promise<string> {
  const authorize = await fetch(oauth.authorizeUrl('st', false), { redirect: 'manual', headers: { cookie: `fake_ynab_user=${user}` } });
  const tokens = await oauth.exchange(new URL(authorize.headers.get('location')!).searchParams, 'st');
  const ynabUser = await oauth.userId(tokens.access);
  return store.savePerson(ynabUser, (id) => cipher.seal(JSON.stringify({ access: tokens.access, refresh: tokens.refresh }), id), tokens.expiresAt, false);
}

const people = (now = () => clock) =>
  new People({ pool, store, cipher, ynab: oauth, stateKey: Buffer.alloc(32, 9), config: loadConfig({ AVENIR_MCP_WRITE: '1', AVENIR_MCP_YNAB_URL: ynab.url, AVENIR_MCP_CACHE: 'off' }, { demo: false }), log: QUIET, now });

describe('People', () => {
  it('gives each person a YNAB client, codes, answers and journal of their own, and keeps a person’s', async () => {
    const [alice, bob] = [await person('alice'), await person('bob')];
    const p = people();
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

  it('refreshes a YNAB token about to expire once, however many instances ask at once', async () => {
    const carol = await person('carol');
    const before = accounts.tokenLog.filter((t) => t.grant === 'refresh_token').length;
    clock += 7_200_000 - 60_000; // one minute left: under the five-minute margin
    const tokens = await Promise.all([people().ynabToken(carol), people().ynabToken(carol), people().ynabToken(carol)]);
    expect(new Set(tokens).size).toBe(1);
    expect(accounts.tokenLog.filter((t) => t.grant === 'refresh_token').length - before).toBe(1);
    const res = await fetch(`${ynab.url}/user`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    expect(res.status).toBe(200);
  });

  it('asks the person to sign in again when YNAB refuses the refresh, or the person is unknown', async () => {
    const dave = await person('dave');
    accounts.revokeApp('dave');
    clock += 7_200_000;
    await expect(people().ynabToken(dave)).rejects.toBeInstanceOf(SignInAgain);
    await expect(people().ynabToken('p_nobody')).rejects.toBeInstanceOf(SignInAgain);
  });
});

describe('the operator’s commands', () => {
  const env = (extra: Record<string, string> = {}) => ({ AVENIR_MCP_DATABASE_URL: postgres.url, ...extra });
  const keys = (...k: { id: string; key: Buffer }[]) => k.map((x) => `${x.id}:${x.key.toString('base64')}`).join(',');

  it('forget deletes everything stored about a person, by YNAB user id', async () => {
    const erin = await person('erin');
    await pool.query("INSERT INTO journal_lines (person, line) VALUES ($1, '{}')", [erin]);
    const said: string[] = [];
    expect(await runCommand('forget', ['user-erin'], env(), (l) => said.push(l))).toBe(0);
    expect(said.join('\n')).toContain(`Deleted everything stored about ${erin}`);
    expect(await store.findPerson('user-erin')).toBeUndefined();
    expect((await pool.query('SELECT 1 FROM journal_lines WHERE person = $1', [erin])).rowCount).toBe(0);
    expect(await runCommand('forget', ['user-erin'], env(), (l) => said.push(l))).toBe(1);
    expect(await runCommand('forget', [], env(), (l) => said.push(l))).toBe(2);
  });

  it('rekey re-seals every token with the first key, so the old one can be dropped', async () => {
    const fay = await person('fay');
    const said: string[] = [];
    expect(await runCommand('rekey', [], env({ AVENIR_MCP_ENCRYPTION_KEYS: keys(KEY_B, KEY_A) }), (l) => said.push(l))).toBe(0);
    expect(said[0]).toMatch(/^Re-sealed the YNAB tokens of \d+ people with key b/);
    const row = await store.personTokens(fay);
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
