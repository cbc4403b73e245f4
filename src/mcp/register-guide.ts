// Registers the usage guide (prompts-and-resources.md §1) as the `avenir-mcp://guide` resource. The same
// text is the server's `instructions` (src/mcp/build-server.ts), both built for this server's visible tools.
import type { McpServer } from '@modelcontextprotocol/server';

export const GUIDE_URI = 'avenir-mcp://guide';

/** How the guide is listed (also in the docs' tools index). */
export const GUIDE_RESOURCE = {
  name: 'guide',
  title: 'Usage guide',
  description: 'How to use this server: words, safety, undo, workflows, the YNAB method and what YNAB’s API cannot do.',
  mimeType: 'text/markdown',
} as const;

export function registerGuide(server: McpServer, text: string): void {
  const { name, ...metadata } = GUIDE_RESOURCE;
  server.registerResource(
    name,
    GUIDE_URI,
    // The text is fixed for the server's life, like the lists (LIST_CACHE_HINT in build-server.ts).
    { ...metadata, cacheHint: { ttlMs: 3_600_000, cacheScope: 'private' } },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] }),
  );
}
