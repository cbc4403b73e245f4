// buildServer(): a fresh McpServer with every visible tool of the registry. The write gate and the toolsets
// live here, as one filter over the registry's `kind` and `group` tags; src/server.ts only wires it to stdio.
import { McpServer } from '@modelcontextprotocol/server';
import type { CallToolResult, InputRequiredResult } from '@modelcontextprotocol/server';
import { resources as defaultResources } from '../../generated/resources.ts';
import type { Config } from '../config.ts';
import { guideText } from './guide.ts';
import { listedAnnotations } from './listed-annotations.ts';
import { listedInputSchema, listedOutputSchema } from './listed-schema.ts';
import { lazyJsonSchema } from './lazy-json-schema.ts';
import { registerGuide } from './register-guide.ts';
import { registerPrompts } from './prompts.ts';
import { registerResources } from './register-resources.ts';
import { appsExtension, registerViews, viewMeta } from './register-views.ts';
import { readers } from './data-resources.ts';
import type { ResourceDefinition } from './resource-definition.ts';
import type { Logger } from '../log.ts';
import { runTool } from './run-tool.ts';
import { callChannel, servedModern } from './call-channel.ts';
import { runAskingInCall, type ToolRun } from './in-call-question.ts';
import type { ServerContext } from './tool-context.ts';
import type { RegistryEntry, ToolDefinition, Validators } from './tool-definition.ts';
import { precompiled } from './precompiled.ts';
import { updateNotice } from '../update/latest-version.ts';

export interface ServerDeps {
  registry: readonly RegistryEntry[];
  /** The data resources; generated/resources.ts unless a test gives others. */
  resources?: readonly ResourceDefinition[];
  config: Pick<Config, 'writes' | 'toolsets'>;
  context: ServerContext;
  log: Logger;
  version: string;
}

/**
 * The tools listed: a filter over the registry's tags, `kind` for the write gate (write tools only with
 * AVENIR_MCP_WRITE=1) and `group` for the toolsets AVENIR_MCP_TOOLSETS selects (every one when omitted).
 */
export function visibleTools(registry: readonly RegistryEntry[], writes: boolean, toolsets?: readonly string[]): RegistryEntry[] {
  return registry.filter(
    (entry) => (writes || entry.definition.kind === 'read') && (toolsets === undefined || toolsets.includes(entry.definition.group)),
  );
}

/** The description as listed: each sentence naming a tool that is not listed is replaced by its variant. */
export function describeTool(definition: ToolDefinition, listed: ReadonlySet<string>): string {
  let text = definition.description;
  for (const variant of definition.variants) {
    if (!variant.tools.every((name) => listed.has(name))) text = text.replace(variant.sentence, variant.without);
  }
  return text.replace(/ {2,}/g, ' ').trim();
}

/**
 * The 2026-07-28 cache hints of the lists (and of server/discover, which carries the instructions): they
 * change only with a restart, which the configuration needs, so a client may keep them an hour. Private:
 * they depend on this user's AVENIR_MCP_WRITE and AVENIR_MCP_TOOLSETS. Data reads keep the SDK's
 * default (ttlMs 0), since YNAB changes under them.
 */
export const LIST_CACHE_HINT = { ttlMs: 3_600_000, cacheScope: 'private' } as const;
const CACHE_HINTS = {
  'tools/list': LIST_CACHE_HINT,
  'prompts/list': LIST_CACHE_HINT,
  'resources/list': LIST_CACHE_HINT,
  'resources/templates/list': LIST_CACHE_HINT,
  'server/discover': LIST_CACHE_HINT,
};

/** The compile function of one of an entry's schemas: its precompiled validator when codegen made one. */
const compileOf = (entry: Pick<RegistryEntry, 'validators'>, which: keyof Validators) => {
  const load = entry.validators;
  return load === undefined ? undefined : precompiled<Record<string, unknown>>(async () => (await load())[which]);
};

/**
 * What tools/list shows of a tool besides its output: title, description as listed, input schema,
 * annotations. `validators`, the entry's precompiled ones, check the arguments when given.
 */
export function listedTool(definition: ToolDefinition, listed: ReadonlySet<string>, validators: Pick<RegistryEntry, 'validators'> = {}) {
  return {
    title: definition.title,
    description: describeTool(definition, listed),
    inputSchema: lazyJsonSchema<Record<string, unknown>>(
      definition.input as Record<string, unknown>,
      compileOf(validators, 'input'),
      listedInputSchema(definition.input) as Record<string, unknown>,
      {
        arguments: true,
      },
    ),
    annotations: listedAnnotations(definition),
  };
}

export interface BuildOptions {
  /** A newer avenir-mcp release the update check found: one line is added to the instructions. */
  newerRelease?: string | undefined;
}

export function buildServer(deps: ServerDeps, options: BuildOptions = {}): McpServer {
  const visible = visibleTools(deps.registry, deps.config.writes, deps.config.toolsets);
  const toolNames: ReadonlySet<string> = new Set(visible.map((entry) => entry.definition.name));
  // The usage guide: the initialize answer's instructions and the avenir-mcp://guide resource.
  const guide = guideText(deps.config.writes, toolNames);
  const server = new McpServer(
    { name: 'avenir-mcp', version: deps.version },
    {
      // The update line goes to the instructions only: the guide resource stays the same text.
      instructions: options.newerRelease === undefined ? guide : `${guide}\n\n${updateNotice(options.newerRelease, deps.version)}`,
      capabilities: { tools: {}, resources: {}, prompts: {}, ...appsExtension(visible) },
      cacheHints: CACHE_HINTS,
      // Our own seal (confirmation.md §5): an altered or foreign state is refused before any handler runs.
      requestState: {
        verify: (state: string) => {
          const payload = deps.context.confirm.states.open(state);
          if (payload === undefined) throw new Error('request state seal does not verify');
          return payload;
        },
      },
      // 2025-era questions are asked by src/mcp/in-call-question.ts: the SDK's shim would end a failed one with an undeclared error.
      inputRequired: { legacyShim: false },
    },
  );
  for (const entry of visible) {
    const { definition } = entry;
    server.registerTool(
      definition.name,
      {
        ...listedTool(definition, toolNames, entry),
        outputSchema: lazyJsonSchema<Record<string, unknown>>(
          definition.output as Record<string, unknown>,
          compileOf(entry, 'output'),
          listedOutputSchema(definition.output) as Record<string, unknown>,
        ),
        ...(definition.view ? { _meta: viewMeta(definition.view) } : {}),
      },
      async (args: Record<string, unknown>, ctx): Promise<CallToolResult | InputRequiredResult> => {
        const channel = callChannel(server, ctx);
        // Every outcome, questions included, leaves without a secret in it (defence in depth: src/ynab builds none).
        const run: ToolRun = async (answer, carried) =>
          deps.context.secrets.redactDeep(
            await runTool(entry, args, { ...deps.context, channel: { ...channel, ...answer } }, deps.log, carried),
          );
        // 2026-07-28: the SDK sends the input-required result; a 2025-era connection is asked during the call.
        return servedModern(ctx) ? run(undefined, 0) : runAskingInCall(run, ctx, deps.context.confirm);
      },
    );
  }
  registerGuide(server, guide);
  registerResources(server, deps.resources ?? defaultResources, readers, deps.context, deps.log);
  registerViews(server, visible);
  registerPrompts(server, toolNames);
  return server;
}
