// The operator's commands of a hosted deployment (docs/en/deployment.md#commands): `forget` deletes
// everything stored about one person (YNAB's terms), `rekey` re-seals every person's YNAB tokens with the
// first key of AVENIR_MCP_ENCRYPTION_KEYS, so an older key can then be dropped.
import { ConfigError, type Env } from '../config.ts';
import { openDatabase } from '../store/pg/database.ts';
import { PgOAuthStore } from '../store/pg/oauth-store.ts';
import { KeyringError, parseKeyring, TokenCipher } from './token-cipher.ts';

export const COMMANDS = ['forget', 'rekey'] as const;

function databaseUrl(env: Env): string {
  const url = env.AVENIR_MCP_DATABASE_URL?.trim();
  if (!url) throw new ConfigError('AVENIR_MCP_DATABASE_URL is not set: the command works on the deployment’s PostgreSQL; set it as the server has it.');
  return url;
}

/** Runs a command; the lines it says go to `say`; the exit code. */
export async function runCommand(name: string, args: readonly string[], env: Env, say: (line: string) => void): Promise<number> {
  if (name === 'forget') {
    if (args.length !== 1) {
      say('usage: avenir-mcp forget <YNAB user id or person id>');
      return 2;
    }
    const pool = await openDatabase({ url: databaseUrl(env), max: 1 });
    try {
      const store = new PgOAuthStore(pool);
      const person = await store.findPerson(args[0]!);
      if (person === undefined || !(await store.forgetPerson(person))) {
        say(`No person is stored under ${JSON.stringify(args[0])}: nothing was deleted. Give the YNAB user id (GET /v1/user) or the person id.`);
        return 1;
      }
      say(`Deleted everything stored about ${person}: YNAB tokens, grants, journal and pending confirmations.`);
      return 0;
    } finally {
      await pool.end();
    }
  }
  let cipher: TokenCipher;
  try {
    cipher = new TokenCipher(parseKeyring(env.AVENIR_MCP_ENCRYPTION_KEYS ?? ''));
  } catch (error) {
    if (error instanceof KeyringError) throw new ConfigError(error.message);
    throw error;
  }
  const pool = await openDatabase({ url: databaseUrl(env), max: 1 });
  try {
    const rows = await pool.query<{ id: string; ynab_tokens: string }>('SELECT id, ynab_tokens FROM people');
    let resealed = 0;
    const unopened: string[] = [];
    for (const row of rows.rows) {
      if (TokenCipher.keyIdOf(row.ynab_tokens) === cipher.currentKeyId) continue;
      const plain = cipher.open(row.ynab_tokens, row.id);
      if (plain === undefined) {
        unopened.push(row.id);
        continue;
      }
      await pool.query('UPDATE people SET ynab_tokens = $2 WHERE id = $1 AND ynab_tokens = $3', [row.id, cipher.seal(plain, row.id), row.ynab_tokens]);
      resealed++;
    }
    say(`Re-sealed the YNAB tokens of ${resealed} people with key ${cipher.currentKeyId}; ${rows.rows.length - resealed - unopened.length} already had it.`);
    if (unopened.length > 0) say(`${unopened.length} people's tokens open with none of the keys given (${unopened.join(', ')}): they will be asked to sign in again.`);
    return 0;
  } finally {
    await pool.end();
  }
}
