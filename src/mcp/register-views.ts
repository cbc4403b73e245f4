// The MCP Apps views (io.modelcontextprotocol/ui): each listed tool whose manifest declares a view names its
// ui:// resource in _meta.ui.resourceUri, and the resource serves the page built from views/<name>/
// (dist/views/<name>/index.html, one self-contained file). The page is read on the first request for it,
// never at start: a session whose host renders no views never reads one.
import { packageRoot } from '../config.ts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps';
import { type McpServer, ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { RegistryEntry, ViewDefinition } from './tool-definition.ts';

/**
 * The tool's _meta: the view's URI under the stable Apps spec's (2026-01-26) key only. The deprecated flat
 * key of the first drafts would double the bytes every client receives in tools/list (issue #15's budget).
 */
export const viewMeta = (view: ViewDefinition) => ({ ui: { resourceUri: view.uri } });

/**
 * What the host is asked to enforce: no origin at all for connections, scripts, styles, images, fonts or
 * frames (the page inlines everything and talks only to the host bridge).
 */
export const VIEW_UI_META: McpUiResourceMeta = {
  csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] },
  prefersBorder: true,
};

/** dist/views/<name>/index.html of this package: the repository's (sources or build) or the installed package's. */
export function viewFile(name: string, from: URL = new URL('.', import.meta.url)): URL | undefined {
  const root = packageRoot(from);
  return root === undefined ? undefined : new URL(`dist/views/${name}/index.html`, root);
}

/**
 * The extension's MIME type for a view (its SDK's RESOURCE_MIME_TYPE; test/views/answers.test.ts holds them
 * equal). Written here because importing the SDK at run time would make its required peers, the MCP client
 * SDK among them, production dependencies of the server for one string.
 */
export const VIEW_MIME_TYPE = 'text/html;profile=mcp-app';

/** The Apps extension's id (its SDK's EXTENSION_ID; test/views/answers.test.ts holds them equal). */
export const UI_EXTENSION_ID = 'io.modelcontextprotocol/ui';

/**
 * The server's half of the extension's negotiation, in `initialize` and `server/discover` alike: a host uses
 * the views only when both sides declare the extension. Declared only when a listed tool has a view.
 */
export function appsExtension(visible: readonly RegistryEntry[]): { extensions?: Record<string, { mimeTypes: string[] }> } {
  return visible.some(({ definition }) => definition.view) ? { extensions: { [UI_EXTENSION_ID]: { mimeTypes: [VIEW_MIME_TYPE] } } } : {};
}

const pages = new Map<string, Promise<string>>();

async function readView(name: string): Promise<string> {
  const file = viewFile(name);
  if (file === undefined || !existsSync(file)) {
    throw new ProtocolError(
      ProtocolErrorCode.InternalError,
      `The view ${name} is not built: run npm run build, which builds views/ into dist/views/.`,
    );
  }
  let page = pages.get(name);
  if (page === undefined) {
    page = readFile(file, 'utf8');
    pages.set(name, page);
    page.catch(() => pages.delete(name));
  }
  return page;
}

export function registerViews(server: McpServer, visible: readonly RegistryEntry[]): void {
  for (const { definition } of visible) {
    const view = definition.view;
    if (!view) continue;
    const metadata = {
      mimeType: VIEW_MIME_TYPE,
      description: `The view of ${definition.name}'s answer, for hosts that render MCP Apps.`,
      _meta: { ui: VIEW_UI_META },
    };
    server.registerResource(view.title, view.uri, metadata, async () => ({
      contents: [{ uri: view.uri, mimeType: VIEW_MIME_TYPE, text: await readView(view.name), _meta: { ui: VIEW_UI_META } }],
    }));
  }
}
