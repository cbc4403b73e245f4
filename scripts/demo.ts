// `npm run demo`: plays a short scripted conversation with the real server on its built-in demo plan,
// through the official MCP client over stdio, and prints it, so a newcomer sees the product work in a few
// seconds with no YNAB account: the tools, the pending transactions, a confirmed change and its undo.
// AVENIR_DEMO_SERVER=<path to server.js or server.ts> runs another entry (a .ts one through tsx): the
// test runs the sources, so a stale dist/ cannot hide a change.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../generated/version.ts';
import { DemoError, REQUEST_TIMEOUT_MS } from './demo/answers.ts';
import { ensureBuilt } from './demo/build.ts';
import { playConversation } from './demo/conversation.ts';
import { playRulesConversation } from './demo/rules-conversation.ts';
import { type Line, blank, render, text, title, wantsColour } from './demo/format.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const colour = wantsColour(process.stdout, process.env);
const say = (line: Line): void => void process.stdout.write(`${render(line, colour)}\n`);

/** The server entry: dist/src/server.js (built first when missing or stale) unless AVENIR_DEMO_SERVER names another. */
function serverEntry(): string {
  const override = process.env.AVENIR_DEMO_SERVER;
  if (override === undefined || override === '') {
    ensureBuilt(ROOT, (message) => say(text(message)));
    return join(ROOT, 'dist', 'src', 'server.js');
  }
  const entry = resolve(override);
  if (!existsSync(entry)) throw new DemoError(`AVENIR_DEMO_SERVER names ${entry}, which does not exist`);
  return entry;
}

async function main(): Promise<void> {
  const entry = serverEntry();
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry, '--demo'] : [entry, '--demo'];
  const started = performance.now();
  // A journal of its own, removed at the end: the demo never touches the user's real journal.
  const journalDir = mkdtempSync(join(tmpdir(), 'avenir-demo-'));
  const removeJournal = () => rmSync(journalDir, { recursive: true, force: true });
  process.once('SIGINT', () => {
    removeJournal();
    process.exit(130);
  });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args,
    cwd: ROOT,
    // Only the SDK's safe defaults plus ours: the user's own AVENIR_MCP_* settings stay out of the script.
    env: {
      ...getDefaultEnvironment(),
      AVENIR_MCP_WRITE: '1',
      AVENIR_MCP_NO_UPDATE_CHECK: '1',
      AVENIR_MCP_JOURNAL: join(journalDir, 'journal.jsonl'),
    },
    stderr: 'pipe',
  });
  let serverLog = '';
  transport.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
  // No elicitation capability: every confirmed write takes the confirmation-code path, shown step by step.
  const client = new Client({ name: 'avenir-demo', version: VERSION }, { capabilities: {} });
  try {
    const shown = ['node', ...args.map((a) => (a.startsWith(ROOT) ? relative(ROOT, a) : a))].join(' ');
    say(title('avenir-mcp demo: a scripted conversation with the real server, through the official MCP client'));
    say(text(`Server: ${shown}, on the built-in demo plan "demo-budget", writes on.`));
    say(text('No YNAB account, nothing leaves this machine. This client cannot show confirmation forms, so'));
    say(text('each change comes back with a code that the assistant passes back only after your yes.'));
    say(blank);
    await client.connect(transport, { timeout: REQUEST_TIMEOUT_MS }).catch((error: unknown) => {
      throw new DemoError(`could not start the server (${shown}): ${error instanceof Error ? error.message : String(error)}`);
    });
    // `--rules` plays the rules conversation instead (issue #32): `npm run demo:rules`.
    await (process.argv.includes('--rules') ? playRulesConversation : playConversation)(client, say);
    say(blank);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(text(`Done in ${seconds} s. Your turn: give your MCP client this stdio server, with AVENIR_MCP_WRITE=1 in`));
    say(text('its environment for the write tools (see "Connect a client" in README.md, and docs/en/demo.md for'));
    say(text('what to ask):'));
    // Quoted when it holds a space, so it pastes into a shell as one argument.
    say(text(`  ${entry.endsWith('.ts') ? 'npx tsx' : 'node'} ${/\s/.test(entry) ? JSON.stringify(entry) : entry} --demo`));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const tail = serverLog.trim().split('\n').slice(-10).join('\n');
    throw new DemoError(tail ? `${message}\nThe server's last log lines:\n${tail}` : message);
  } finally {
    await client.close().catch(() => undefined);
    removeJournal();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`npm run demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
