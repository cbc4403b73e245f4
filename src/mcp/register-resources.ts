// Registers the data resources (generated/resources.ts) on a server: compact JSON, template parameters
// checked against the id pattern, and YNAB failures as JSON-RPC errors carrying the client's message.
import { type McpServer, ProtocolError, ProtocolErrorCode, ResourceTemplate } from '@modelcontextprotocol/server';
import type { Logger } from '../log.ts';
import type { ResourceDefinition, ResourceReader } from './resource-definition.ts';
import type { ServerContext } from './tool-context.ts';
import { YnabError } from '../ynab/errors.ts';
import { SAFE_SEGMENT } from '../ynab/paths.ts';
import { countRequests } from '../ynab/request-count.ts';

export function registerResources(
  server: McpServer,
  definitions: readonly ResourceDefinition[],
  readers: Readonly<Record<string, ResourceReader>>,
  context: ServerContext,
  log: Logger,
): void {
  for (const definition of definitions) {
    const reader = readers[definition.name];
    if (!reader) throw new Error(`resource ${definition.name} has no reader in src/mcp/data-resources.ts`);
    const read = async (uri: URL, params: Record<string, string | string[]>) => {
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) {
        const text = Array.isArray(value) ? value.join(',') : value;
        if (!SAFE_SEGMENT.test(text) || text.length > 100) {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `${key} in ${uri.href} cannot be a YNAB id: use an id from list_plans, or last-used.`,
          );
        }
        flat[key] = text;
      }
      try {
        // A call context of its own, as a tool call has: requests counted, collections read once.
        const { result: content, requests } = await countRequests(() => reader(flat, context));
        log.info('resource read', { resource: definition.name, requests });
        return { contents: [{ uri: uri.href, mimeType: definition.mimeType, text: JSON.stringify(context.secrets.redactDeep(content)) }] };
      } catch (error) {
        if (error instanceof YnabError) throw new ProtocolError(ProtocolErrorCode.InternalError, context.secrets.redact(error.message));
        throw error;
      }
    };
    const metadata = { title: definition.title, description: definition.description, mimeType: definition.mimeType };
    if (definition.template) {
      server.registerResource(definition.name, new ResourceTemplate(definition.uri, { list: undefined }), metadata, read);
    } else {
      server.registerResource(definition.name, definition.uri, metadata, (uri) => read(uri, {}));
    }
  }
}
