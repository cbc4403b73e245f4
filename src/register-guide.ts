// Registers the usage guide (prompts-and-resources.md §1) as the `avenir-mcp://guide` resource. The same
// text is the server's `instructions` (src/build-server.ts), both built for this server's visible tools.
import type { McpServer } from '@modelcontextprotocol/server';

export const GUIDE_URI = 'avenir-mcp://guide';

export function registerGuide(server: McpServer, text: string): void {
  server.registerResource(
    'guide',
    GUIDE_URI,
    {
      title: 'Usage guide',
      description: 'How to use this server: words, safety, undo, workflows, the YNAB method and what YNAB’s API cannot do.',
      mimeType: 'text/markdown',
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] }),
  );
}
