// The text of `avenir-mcp --help`: usage, flags and every environment variable (a test checks each of
// config.ts's ENV_VARS appears here). The configuration page has the full story of each.
import { VERSION } from '../../generated/version.ts';

export const HELP = `avenir-mcp ${VERSION}: an MCP server for YNAB (read, explain, forecast; change only after you confirm).

Usage: avenir-mcp [--demo] [--version] [--help]
       avenir-mcp forget <YNAB user id or person id>   (hosted: delete everything stored about one person)
       avenir-mcp rekey                                  (hosted: re-seal YNAB tokens with the newest key)
  --demo     serve the built-in demo plan (no token, nothing leaves the machine)
  --version  print the version and exit
  --help     print this text and exit

Environment (read once at start):
  YNAB_API_KEY                     your YNAB personal access token
  YNAB_API_KEY_FILE                a file holding the token (wins over YNAB_API_KEY; must be private: chmod 600)
  AVENIR_MCP_WRITE                 1 shows and enables the write tools (each change still asks you); 0 or unset: read-only
  AVENIR_MCP_TOOLSETS              toolsets listed, comma-separated (budget, classify, planning, reconcile, transactions, undo; default all)
  AVENIR_MCP_REQUIRE_ELICITATION   1: only your answer in the client confirms a change (no codes); 0 or unset: codes allowed
  AVENIR_MCP_JOURNAL               the undo journal file (default $XDG_STATE_HOME/avenir-mcp/journal.jsonl)
  AVENIR_MCP_RULES                 the rules file (default rules.yaml beside the journal)
  XDG_STATE_HOME                   base folder of the default journal (default ~/.local/state)
  LOCALAPPDATA                     Windows: base folder of the default journal
  XDG_CACHE_HOME                   base folder of the update-check cache and the replica (default ~/.cache)
  AVENIR_MCP_YNAB_URL              the YNAB API base (default https://api.ynab.com/v1)
  AVENIR_MCP_MAX_ANSWER_MB         the largest YNAB answer read, in MB, 1 to 512 (default 128)
  AVENIR_MCP_FRESH_SECONDS         a list YNAB answered this recently is reused without a request, 0 to 300 (default 5)
  AVENIR_MCP_CACHE                 on (default): keep YNAB's answers on disk, so a restart asks only for changes; off: memory only
  AVENIR_MCP_CONFIDENCE_THRESHOLD  how sure a category suggestion must be, in (0, 1] (default 0.90)
  AVENIR_MCP_STATEMENT_DIRS        absolute folders statement files may be read from (':'-separated; unset: none)
  AVENIR_MCP_TODAY                 overrides today's date, YYYY-MM-DD
  AVENIR_MCP_LOG_LEVEL             DEBUG, INFO, WARNING (default) or ERROR; logs go to stderr
  AVENIR_MCP_LOG_FORMAT            text (default) or json (one object per line)
  AVENIR_MCP_TRANSPORT             stdio (default) or http (Streamable HTTP at http://HOST:PORT/mcp)
  AVENIR_MCP_HOST                  http: the address to listen on (default 127.0.0.1; plain HOST is ignored)
  AVENIR_MCP_PORT                  http: the port (default 8103; plain PORT is ignored)
  AVENIR_MCP_HTTP_TOKEN            http: the bearer token clients must send (default: generated, shown once on stderr)
  AVENIR_MCP_ALLOWED_HOSTS         http: more host names clients may use, comma-separated (e.g. nas.home.arpa)
  AVENIR_MCP_NO_UPDATE_CHECK       1 turns off the daily check for a newer release
  AVENIR_MCP_AUTH                  http: token (default, one bearer token) or oauth (hosted: many people sign in with YNAB)
  AVENIR_MCP_PUBLIC_URL            oauth: the https origin people reach the server at (e.g. https://avenir.example.com)
  AVENIR_MCP_DATABASE_URL          oauth: PostgreSQL, postgres://user:password@host:5432/database
  AVENIR_MCP_ENCRYPTION_KEYS       oauth: id:base64key pairs, newest first (32-byte keys: openssl rand -base64 32)
  AVENIR_MCP_YNAB_CLIENT_ID        oauth: the client id of the deployment's OAuth application at YNAB
  AVENIR_MCP_YNAB_CLIENT_SECRET    oauth: its client secret
  AVENIR_MCP_YNAB_OAUTH_URL        oauth: YNAB's OAuth pages (default https://app.ynab.com)
  AVENIR_MCP_TRUSTED_PROXIES       oauth: reverse proxies whose X-Forwarded-For names the client (default 127.0.0.1,::1)
  DO_NOT_TRACK                     1 also turns the update check off
  CI                               true or 1 also turns the update check off

Full details: docs/en/configuration.md, shipped in the package (docs/es/ in Spanish).
`;
