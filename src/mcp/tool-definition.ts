// What a tool is at run time: the static definition generated from its manifest, and the handler in
// src/tools/<tool>.ts that orchestrates one call. The server (src/mcp/build-server.ts) registers both.
import type { Static, TSchema } from 'typebox';
import type { AskRound } from '../confirm/round.ts';
import type { ToolContext } from './tool-context.ts';

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  name: string;
  title: string;
  kind: 'read' | 'write';
  group: string;
  description: string;
  /**
   * Sentences of the description that name other tools, and the text sent instead while one of those tools
   * is not listed (writes off, or its toolset not selected): no listed description names a hidden tool.
   */
  variants: readonly { sentence: string; without: string; tools: readonly string[] }[];
  annotations: ToolAnnotations;
  input: I;
  output: O;
  /** Parameter defaults, applied before the handler runs (the SDK's validator does not apply them). */
  defaults: Readonly<Record<string, unknown>>;
  confirmation: 'none' | 'confirmed' | 'immediate';
  /** The collections the leg that may write asks YNAB for changes before anything else (manifest change_check). */
  changeCheck: readonly string[];
  undo: 'none' | 'yes' | 'partial';
  /** Codes of every error the tool may raise; anything else is a bug. */
  errorCodes: readonly string[];
  /** The MCP Apps view of its answer (manifest `view`): a ui:// resource built from views/<name>/. */
  view?: ViewDefinition;
}

export interface ViewDefinition {
  name: string;
  uri: string;
  title: string;
  /** Tools the view calls through the host. */
  calls: readonly string[];
}

/** A confirmed write's handler may return the round that asks the user instead of its result (confirmWrite). */
export type ToolHandler<A, O> = (args: A, ctx: ToolContext) => Promise<O | AskRound>;

export interface RegistryEntry {
  definition: ToolDefinition;
  // The registry erases each tool's own argument and result types.
  handler: ToolHandler<never, Static<TSchema>>;
  /** Its input and output validators, compiled by codegen; without them the SDK compiles the schemas. */
  validators?: () => Promise<Validators>;
}

/** An ajv validate function: true or false, and on false its errors. */
export type AjvValidate = ((data: unknown) => boolean) & { errors?: readonly { instancePath: string; message?: string }[] | null };

/** A tool's validators module (generated/validators/<tool>.ts). */
export interface Validators {
  input: AjvValidate;
  output: AjvValidate;
}

/**
 * A registry handler that imports its module on the first call: a session uses a few of the tools, and
 * loading them all delayed the answer to initialize.
 */
export function lazyHandler(load: () => Promise<{ handler: ToolHandler<never, unknown> }>): RegistryEntry['handler'] {
  let handler: RegistryEntry['handler'] | undefined;
  return async (args, ctx) => {
    handler ??= (await load()).handler as unknown as RegistryEntry['handler'];
    return handler(args, ctx);
  };
}
