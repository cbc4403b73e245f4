// What a data resource is at run time: its definition from manifest/shared.yaml (generated/resources.ts)
// and the function in src/mcp/data-resources.ts that reads its content through the YNAB client.
import type { ServerContext } from './tool-context.ts';

export interface ResourceDefinition {
  name: string;
  uri: string;
  /** True for a URI template (it holds {params}). */
  template: boolean;
  title: string;
  description: string;
  mimeType: string;
}

/** Reads a resource's content (JSON-serialisable), given the template's parameters. */
export type ResourceReader = (params: Record<string, string>, ctx: ServerContext) => Promise<unknown>;
