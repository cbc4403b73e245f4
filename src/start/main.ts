// avenir-mcp's start, run by src/server.ts once Node's version is known to do: parses flags, reads the
// configuration once, and serves buildServer() over stdio or Streamable HTTP (both protocol eras).
// Everything else lives in build-server.ts and deps.ts. Logs go to stderr only.
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { VERSION } from '../../generated/version.ts';
import { buildServer } from '../mcp/build-server.ts';
import { ConfigError, cacheFolderFor, loadConfig, readEnv, type Config, type Env } from '../config.ts';
import { createDeps } from '../app/deps.ts';
import { createLogger, type Logger } from '../log.ts';
import { BaseUrlError, checkBaseUrl } from '../ynab/base-url.ts';
import { resolveToken } from '../ynab/token.ts';
import { journalPath } from '../journal/path.ts';
import { temporaryJournalPath } from '../journal/temporary.ts';
import { journalWarning } from '../journal/writable.ts';
import { replicaFile } from '../ynab/replica/file-name.ts';
import { startUpdateCheck } from '../update/start.ts';
import { homedir } from 'node:os';
import { HELP } from './help.ts';
import { wholeLines } from './whole-lines.ts';
import { Secrets } from '../logic/core/redact.ts';

export async function main(argv: string[]): Promise<number | undefined> {
  if (argv.includes('--version')) return (void process.stdout.write(`avenir-mcp ${VERSION}\n`), 0);
  if (argv.includes('--help')) return (void process.stdout.write(HELP), 0);
  if (argv[0] === 'forget' || argv[0] === 'rekey') {
    const { runCommand } = await import('../hosted/commands.ts');
    try {
      return await runCommand(argv[0], argv.slice(1), readEnv(), (line) => process.stdout.write(`${line}\n`));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      process.stderr.write(`avenir-mcp: ${error.message}\n`);
      return 2;
    }
  }
  const env = readEnv();
  const unknown = argv.filter((a) => !['--demo'].includes(a));
  if (unknown.length > 0) return misconfigured(`unknown argument ${unknown[0]}; see --help.`, env);
  const demo = argv.includes('--demo');
  let config;
  try {
    config = loadConfig(env, { demo });
    if (!demo) config.ynabUrl = checkBaseUrl(config.ynabUrl);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BaseUrlError) return misconfigured(error.message, env);
    throw error;
  }
  const log = createLogger(config.logLevel, undefined, config.logFormat);
  for (const warning of config.warnings) log.warning(warning);
  if (config.transport.kind === 'http' && !demo) {
    const { authMode, loadHostedSettings } = await import('../hosted/hosted-config.ts');
    let settings;
    try {
      settings = authMode(env) === 'oauth' ? loadHostedSettings(env, config.transport) : undefined;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      process.stderr.write(`avenir-mcp: ${error.message}\n`);
      return 2;
    }
    if (settings !== undefined) return serveHosted(settings, config, log);
  }
  const journal =
    demo && config.journal.path === undefined
      ? temporaryJournalPath()
      : journalPath({
          journal: config.journal.path,
          xdgStateHome: config.journal.xdgStateHome,
          localAppData: config.journal.localAppData,
          home: homedir(),
          cwd: process.cwd(),
          platform: process.platform,
        });
  let deps;
  if (demo) {
    if (env.AVENIR_MCP_YNAB_URL !== undefined || env.YNAB_API_KEY !== undefined)
      log.info('demo mode: the YNAB URL and token variables are ignored');
    // Imported only here: the fake and its demo plan would otherwise lengthen every start.
    const { demoDeps } = await import('../app/demo-deps.ts');
    deps = demoDeps(config, log, journal);
  } else {
    const token = resolveToken(config.apiKey, config.apiKeyFile);
    if ('problem' in token) log.warning(token.problem);
    if ('alsoSet' in token && token.alsoSet) log.warning('YNAB_API_KEY_FILE and YNAB_API_KEY are both set: the file wins');
    const replica =
      config.replica.enabled && 'token' in token
        ? replicaFile(cacheFolderFor(config.replica.xdgCacheHome, homedir()), token.token)
        : undefined;
    deps = createDeps({ config, log, token, journalPath: journal, ...(replica === undefined ? {} : { replicaFile: replica }) });
  }
  // Said now rather than after the person agreed to a change that would then be refused.
  const journalProblem = config.writes && !demo ? journalWarning(journal) : undefined;
  if (journalProblem !== undefined) log.warning(journalProblem);
  const { ynab } = deps.context;
  // What the replica has pending is written however the process ends short of a kill (a write is atomic).
  process.on('exit', () => ynab.close());
  const newer = startUpdateCheck(config, log, VERSION, homedir());
  // Each server is built on a client's first message: the update check has had its time by then.
  const factory = async () => buildServer(deps, { newerRelease: await newer });
  let close: () => Promise<void>;
  if (config.transport.kind === 'http') {
    // Imported only here: stdio starts never load the HTTP adapter.
    const { startHttp, ListenError } = await import('../http/start.ts');
    try {
      close = (await startHttp(config.transport, factory, deps.log, deps.context.secrets)).close;
    } catch (error) {
      if (!(error instanceof ListenError)) throw error;
      process.stderr.write(`avenir-mcp: ${error.message}\n`);
      return 2;
    }
    log.info('serving over http', { version: VERSION, writes: config.writes, demo });
  } else {
    const transport = new StdioServerTransport(wholeLines(process.stdin), process.stdout);
    const handle = serveStdio(factory, { transport, onerror: (error) => log.error('protocol error', { error: error.name }) });
    close = () => handle.close();
    log.info('serving on stdio', { version: VERSION, writes: config.writes, demo });
    if (demo && process.stdin.isTTY) {
      // Someone ran the demo server in a terminal: stdout is the protocol, so say what to do on stderr.
      process.stderr.write(
        `avenir-mcp ${VERSION} is serving the demo plan on stdio (writes ${config.writes ? 'on' : 'off'}).\n` +
          'Connect an MCP client to this command (see README.md, "Use it from an MCP client"), or press Ctrl+C.\n',
      );
    }
  }
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return undefined;
}

/**
 * A setting the server cannot run with, said on stderr. Over HTTP (or a transport it cannot tell) the process
 * stops (exit 2). On stdio it stays up, as without a token, and answers every call with the message, since a
 * client shows only "Server disconnected" for a server that exits; it still ends in failure (2) when the
 * client closes it.
 */
async function misconfigured(said: string, env: Env): Promise<number | undefined> {
  // The message reaches the model on stdio: a token pasted into the wrong variable is cut out of it.
  const secrets = new Secrets();
  secrets.add(env.YNAB_API_KEY);
  secrets.add(env.AVENIR_MCP_HTTP_TOKEN);
  const message = secrets.redact(said);
  process.stderr.write(`avenir-mcp: ${message}\n`);
  if ((env.AVENIR_MCP_TRANSPORT ?? 'stdio').toLowerCase() !== 'stdio') return 2;
  const { misconfiguredServer } = await import('../mcp/misconfigured-server.ts');
  process.exitCode = 2;
  serveStdio(() => misconfiguredServer(message, VERSION), {
    transport: new StdioServerTransport(wholeLines(process.stdin), process.stdout),
  });
  return undefined;
}

/** A hosted deployment (AVENIR_MCP_AUTH=oauth): many people, each signed in with YNAB; state in PostgreSQL. */
async function serveHosted(
  settings: import('../hosted/start-hosted.ts').HostedSettings,
  config: Config,
  log: Logger,
): Promise<number | undefined> {
  const { startHosted } = await import('../hosted/start-hosted.ts');
  const { ListenError } = await import('../http/start.ts');
  let hosted;
  try {
    hosted = await startHosted(settings, config, log);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (
      error instanceof ListenError ||
      code === 'EADDRINUSE' ||
      code === 'EACCES' ||
      code === 'ECONNREFUSED' ||
      code === '28P01' ||
      code === '3D000'
    ) {
      const why =
        code === 'ECONNREFUSED' || code === '28P01' || code === '3D000'
          ? 'PostgreSQL of AVENIR_MCP_DATABASE_URL refused the connection; check the URL, the password and that the database exists'
          : `cannot listen on ${settings.host}:${settings.port}`;
      process.stderr.write(`avenir-mcp: ${why} (${String(code ?? error)}).\n`);
      return 2;
    }
    throw error;
  }
  process.stderr.write(
    `avenir-mcp is serving MCP at ${hosted.url} for ${settings.publicUrl}/mcp (Streamable HTTP; people sign in with YNAB through OAuth).\n`,
  );
  const stop = () => void hosted.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return undefined;
}
