// The .mcpb bundle's entry: manifest.json runs
// `node launch.js --allow-changes=<checkbox> --check-updates=<checkbox>` with the settings in its environment.
// The launcher turns the host's values into what the server reads, then starts the server (which refuses
// unknown flags, so both flags are taken out of the arguments first):
// - "Allow changes": the host substitutes a checkbox as the text "true" or "false", while the server turns
//   writes on only when AVENIR_MCP_WRITE is exactly "1" (any other value keeps it read-only, on purpose: a
//   typo never enables writes). So "true" alone sets AVENIR_MCP_WRITE=1, and anything else removes it,
//   whatever the environment held.
// - "Check for updates": "false" sets AVENIR_MCP_NO_UPDATE_CHECK=1; anything else leaves the variable as the
//   environment has it, so an opt-out made there (or DO_NOT_TRACK=1) still holds.
// - "Folder of bank statements" arrives in AVENIR_MCP_STATEMENT_DIRS. Left unchosen, mcpb's substitution
//   keeps the placeholder itself ("${user_config.statements_folder}") and another host may pass "": the
//   server would refuse the first as a relative folder, so either is removed (reading statements by path
//   is then off, as the setting says).
// - The bundle serves Claude Desktop over stdio (manifest.json sets AVENIR_MCP_TRANSPORT=stdio, so a value
//   left in the environment cannot turn it to HTTP) and leaves out the packages only the HTTP transport and
//   hosted mode load (scripts/bundle.ts): asking for those anyway (running this file by hand) gets one line
//   on stderr and exit status 2 instead of a missing-module stack trace.
const FLAGS = { allow: '--allow-changes=', updates: '--check-updates=' };
const given = (flag) => process.argv.slice(2).filter((a) => a.startsWith(flag));

const allow = given(FLAGS.allow);
if (allow.length > 0 && allow.every((a) => a === `${FLAGS.allow}true`)) process.env.AVENIR_MCP_WRITE = '1';
else delete process.env.AVENIR_MCP_WRITE;

if (given(FLAGS.updates).includes(`${FLAGS.updates}false`)) process.env.AVENIR_MCP_NO_UPDATE_CHECK = '1';

const dirs = process.env.AVENIR_MCP_STATEMENT_DIRS;
if (dirs !== undefined && (dirs.trim() === '' || /^\$\{user_config\.[^}]*\}$/.test(dirs.trim()))) delete process.env.AVENIR_MCP_STATEMENT_DIRS;

process.argv = process.argv.filter((a, i) => i < 2 || !Object.values(FLAGS).some((flag) => a.startsWith(flag)));

/** The one line said when something the bundle leaves out is asked for. */
const leftOut = (what) =>
  `avenir-mcp: ${what}, which this Claude Desktop bundle leaves out (it serves Claude Desktop over stdio): use the avenir-mcp package itself (the avenir-mcp command, see its README) for that.\n`;

const command = process.argv[2];
let refusal;
if ((process.env.AVENIR_MCP_TRANSPORT ?? '').toLowerCase() === 'http') refusal = leftOut('AVENIR_MCP_TRANSPORT=http asks for the HTTP transport (and hosted mode)');
else if (command === 'forget' || command === 'rekey') refusal = leftOut(`the ${command} command is for hosted mode`);

if (refusal !== undefined) {
  process.stderr.write(refusal);
  process.exitCode = 2;
} else {
  try {
    await import('./dist/src/server.js');
  } catch (error) {
    // A package left out, loaded after all by a path the checks above do not know: the same one line.
    const missing = error?.code === 'ERR_MODULE_NOT_FOUND' && /Cannot find package '([^']+)'/.exec(String(error.message));
    if (!missing) throw error;
    process.stderr.write(leftOut(`this start needs the package ${missing[1]}`));
    process.exitCode = 2;
  }
}
