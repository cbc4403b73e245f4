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
];

/** Any fixed number: the lock that serialises instances applying the schema at once. */
export const SCHEMA_LOCK = 7_361_044;
