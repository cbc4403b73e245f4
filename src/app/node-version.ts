// The Node.js versions avenir-mcp runs on: package.json's engines (test/app/node-version.test.ts holds them
// equal). Imports nothing, so src/server.ts can check before the rest, which needs Node 22, loads.
export const MIN_NODE_MAJOR = 22;

/** The one line an older Node gets (the version found, the one needed, how to get it); undefined when it will do. */
export function nodeTooOld(version: string, execPath: string): string | undefined {
  const major = Number.parseInt(version, 10);
  if (!(major < MIN_NODE_MAJOR)) return undefined;
  return (
    `avenir-mcp needs Node.js ${MIN_NODE_MAJOR} or newer; this is Node.js ${version} (${execPath}). ` +
    `Install Node.js ${MIN_NODE_MAJOR} or 24 (https://nodejs.org/en/download, or \`nvm install ${MIN_NODE_MAJOR}\`) and give its full path as your client's "command", ` +
    'or, in Claude Desktop, open the avenir-mcp bundle (the .mcpb file `npm run bundle` writes), which runs on the Node.js Claude Desktop brings.\n'
  );
}
