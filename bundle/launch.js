// The .mcpb bundle's entry (manifest.json runs `node launch.js --allow-changes=<checkbox>`).
// Why a launcher: the bundle's host substitutes a boolean setting as the text "true" or "false", while the
// server turns writes on only when AVENIR_MCP_WRITE is exactly "1" (any other value keeps it read-only, on
// purpose: a typo never enables writes). So the "Allow changes" checkbox arrives here as a flag, becomes
// AVENIR_MCP_WRITE=1 for "true" only (and is removed otherwise, whatever the environment held), and the
// flag is taken out of the arguments before the server, which refuses unknown flags, reads them.
const FLAG = '--allow-changes=';
const allow = process.argv.slice(2).filter((a) => a.startsWith(FLAG));
if (allow.length > 0 && allow.every((a) => a === `${FLAG}true`)) process.env.AVENIR_MCP_WRITE = '1';
else delete process.env.AVENIR_MCP_WRITE;
process.argv = process.argv.filter((a, i) => i < 2 || !a.startsWith(FLAG));
await import('./dist/src/server.js');
