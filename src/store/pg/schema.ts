// The PostgreSQL schema of a hosted deployment (docs/en/deployment.md): one list of steps, each applied
// once, in order, by whichever instance starts first (the others wait on the advisory lock). Every row that
// belongs to a person carries their id, and every query of src/store/pg names it.
export const SCHEMA_STEPS: readonly string[] = [
  `CREATE TABLE confirmation_codes (
     code text PRIMARY KEY,
     person text NOT NULL,
     fp text NOT NULL,
     seen text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   );
   CREATE INDEX confirmation_codes_expiry ON confirmation_codes (expires_at);
   CREATE TABLE request_nonces (
     nonce text PRIMARY KEY,
     person text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   );
   CREATE INDEX request_nonces_expiry ON request_nonces (expires_at);
   CREATE TABLE journal_lines (
     person text NOT NULL,
     seq bigserial,
     line text NOT NULL,
     PRIMARY KEY (person, seq)
   );`,
  // OAuth (src/hosted): who signed in, the clients, authorizations in progress, codes, grants and refresh
  // tokens. Codes and refresh tokens are stored as SHA-256 digests only; YNAB's tokens sealed (token-cipher).
  `CREATE TABLE people (
     id text PRIMARY KEY,
     ynab_user text UNIQUE NOT NULL,
     ynab_tokens text NOT NULL,
     ynab_expires_at timestamptz NOT NULL,
     read_only boolean NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE oauth_clients (
     client_id text PRIMARY KEY,
     metadata jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE oauth_requests (
     id text PRIMARY KEY,
     request jsonb NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   );
   CREATE TABLE oauth_grants (
     id text PRIMARY KEY,
     person text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
     client_id text NOT NULL,
     scope text NOT NULL,
     resource text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     revoked_at timestamptz
   );
   CREATE TABLE oauth_codes (
     digest text PRIMARY KEY,
     grant_id text NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
     redirect_uri text NOT NULL,
     code_challenge text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   );
   CREATE TABLE oauth_refresh_tokens (
     digest text PRIMARY KEY,
     grant_id text NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   );`,
  // Each person's YNAB hourly budget (src/store/pg/pacer.ts): the sends of the last hour, and a 429's pause.
  `CREATE TABLE ynab_sends (
     person text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX ynab_sends_person ON ynab_sends (person, sent_at);
   CREATE TABLE ynab_pauses (
     person text PRIMARY KEY,
     paused_until timestamptz NOT NULL
   );`,
  // The consent's secret (issue #26): YNAB's state and the browser's cookie carry it to the callback, which
  // finds the authorization by its digest only.
  `ALTER TABLE oauth_requests ADD COLUMN ynab_state text;
   CREATE UNIQUE INDEX oauth_requests_ynab_state ON oauth_requests (ynab_state);`,
  // YNAB's tokens per person and YNAB scope (src/store/pg/ynab-tokens.ts, issue #26): a read-only sign-in no
  // longer replaces the tokens of the person's grants that write. A person's single pair moves to the
  // scope it was granted; `renewing_until` is the renewal's lease, `dead_at` set once YNAB rejected it.
  `CREATE TABLE ynab_tokens (
     person text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
     scope text NOT NULL CHECK (scope IN ('full', 'read-only')),
     sealed text NOT NULL,
     expires_at timestamptz NOT NULL,
     renewing_until timestamptz,
     dead_at timestamptz,
     PRIMARY KEY (person, scope)
   );
   INSERT INTO ynab_tokens (person, scope, sealed, expires_at)
     SELECT id, CASE WHEN read_only THEN 'read-only' ELSE 'full' END, ynab_tokens, ynab_expires_at FROM people WHERE ynab_tokens <> '';
   ALTER TABLE people DROP COLUMN ynab_tokens, DROP COLUMN ynab_expires_at, DROP COLUMN read_only;`,
  // Confirmation codes and request-state nonces kept as SHA-256 digests, as OAuth's codes are (issue #26):
  // a copy of the database holds nothing that confirms a change. The digest is oauth-store.ts's (base64url).
  `ALTER TABLE confirmation_codes RENAME COLUMN code TO digest;
   UPDATE confirmation_codes SET digest = translate(rtrim(encode(sha256(convert_to(digest, 'UTF8')), 'base64'), '='), '+/', '-_');
   ALTER TABLE request_nonces RENAME COLUMN nonce TO digest;
   UPDATE request_nonces SET digest = translate(rtrim(encode(sha256(convert_to(digest, 'UTF8')), 'base64'), '='), '+/', '-_');`,
  // Limits and clean-up of what anyone may create (issue #26): requests counted per client address
  // (rate-limits.ts); registered clients that never got a grant go after a day; used refresh tokens are bounded.
  `CREATE TABLE rate_hits (
     key text NOT NULL,
     window_start timestamptz NOT NULL,
     count integer NOT NULL,
     PRIMARY KEY (key, window_start)
   );
   CREATE INDEX rate_hits_window ON rate_hits (window_start);
   CREATE INDEX oauth_clients_created ON oauth_clients (created_at);
   CREATE INDEX oauth_grants_client ON oauth_grants (client_id);
   CREATE INDEX oauth_requests_expiry ON oauth_requests (expires_at);
   CREATE INDEX oauth_refresh_tokens_grant ON oauth_refresh_tokens (grant_id, used_at);
   CREATE INDEX oauth_refresh_tokens_expiry ON oauth_refresh_tokens (expires_at);`,
  // Each person's rules, one row per plan (src/store/pg/rules-store.ts, issue #32): the plan's part of the
  // rules file as text, read as strictly as the file; `revision` counts the writes, so a stale one is refused.
  `CREATE TABLE rule_sets (
     person text NOT NULL,
     plan_id text NOT NULL,
     body text NOT NULL,
     revision bigint NOT NULL,
     PRIMARY KEY (person, plan_id)
   );`,
];

/** Any fixed number: the lock that serialises instances applying the schema at once. */
export const SCHEMA_LOCK = 7_361_044;
