// Issue #16's figures: each MCP Apps view's page as a client receives it (bytes, and gzip-compressed, as
// HTTP would carry it), and the cold start beside its limit, which views must not move: the server reads a
// page only when a client asks for its resource.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { registry } from '../generated/registry.ts';
import { viewFile } from '../src/mcp/register-views.ts';

export interface ViewSize {
  view: string;
  tool: string;
  bytes: number;
  gzip: number;
}

/** The built pages (dist/views), one row per tool with a view, in the registry's order. */
export function viewSizes(): ViewSize[] {
  return registry
    .map((e) => e.definition)
    .filter((d) => d.view)
    .map((d) => {
      const page = readFileSync(viewFile(d.view!.name)!);
      return { view: d.view!.name, tool: d.name, bytes: page.length, gzip: gzipSync(page, { level: 9 }).length };
    });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function renderViews(sizes: readonly ViewSize[], coldStartRatio: number, limit: number): string {
  return [
    '## MCP Apps views (issue #16)',
    '',
    'Each view is one self-contained page (scripts and styles inlined; it loads nothing), sent once when a client that renders MCP Apps reads its `ui://` resource.',
    '',
    '| View | Tool | Page | gzip -9 |',
    '| --- | --- | --- | --- |',
    ...sizes.map((s) => `| ${s.view} | \`${s.tool}\` | ${kb(s.bytes)} | ${kb(s.gzip)} |`),
    '',
    `Cold start with the views declared: ${coldStartRatio.toFixed(2)}× the minimal SDK v2 server (limit ${limit.toFixed(2)}×, the cold start table above): no page is read at start. ` +
      "About 230 KB of each page (60 KB compressed) is the extension's client library (`App`, with the MCP SDK's protocol layer and `zod`), bundled into every view; the charts add uPlot, about 50 KB.",
    '',
  ].join('\n');
}
