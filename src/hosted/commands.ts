// The operator's commands of a hosted deployment (docs/en/deployment.md#commands): `forget` deletes
// everything stored about one person (YNAB's terms), `rekey` re-seals every person's YNAB tokens with the
// first key of AVENIR_MCP_ENCRYPTION_KEYS, so an older key can then be dropped.
import { ConfigError, type Env } from '../config.ts';
import { openDatabase } from '../store/pg/database.ts';
import { PgOAuthStore } from '../store/pg/oauth-store.ts';
import { PgYnabTokens } from '../store/pg/ynab-tokens.ts';
import { KeyringError, parseKeyring, TokenCipher } from './token-cipher.ts';

function databaseUrl(env: Env): string {
  const url = env.AVENIR_MCP_DATABASE_URL?.trim();
  if (!url)
    throw new ConfigError(
      'AVENIR_MCP_DATABASE_URL is not set: the command works on the deployment’s PostgreSQL; set it as the server has it.',
    );
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
        say(
          `No person is stored under ${JSON.stringify(args[0])}: nothing was deleted. Give the YNAB user id (GET /v1/user) or the person id.`,
        );
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
    const tokens = new PgYnabTokens(pool);
    const rows = await tokens.all();
    const people = new Set(rows.map((row) => row.person));
    const resealed = new Set<string>();
    const unopened = new Set<string>();
    for (const row of rows) {
      if (TokenCipher.keyIdOf(row.sealed) === cipher.currentKeyId) continue;
      const plain = cipher.open(row.sealed, row.person);
      if (plain === undefined) {
        unopened.add(row.person);
        continue;
      }
      await tokens.reseal(row.person, row.scope, row.sealed, cipher.seal(plain, row.person));
      resealed.add(row.person);
    }
    const already = [...people].filter((p) => !resealed.has(p) && !unopened.has(p)).length;
    say(`Re-sealed the YNAB tokens of ${resealed.size} people with key ${cipher.currentKeyId}; ${already} already had it.`);
    if (unopened.size > 0)
      say(
        `${unopened.size} people's tokens open with none of the keys given (${[...unopened].join(', ')}): they will be asked to sign in again.`,
      );
    return 0;
  } finally {
    await pool.end();
  }
}
