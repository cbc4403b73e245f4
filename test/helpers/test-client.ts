// The official client as every test helper configures it: the protocol era, and optionally form
// elicitation answered by the test (which may change the world before answering).
import { Client } from '@modelcontextprotocol/client';
import { sharedSchemaValidator } from '../../codegen/schema-validators.ts';

export type Era = 'legacy' | 'modern';
export type Answer = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, string | number | boolean> };

export interface ClientOptions {
  era: Era;
  /** Declares form elicitation and answers each question with this. */
  elicit?: (message: string) => Answer | Promise<Answer>;
  /** A 2025-era client pinned to this version (e.g. '2025-06-18'). */
  legacyVersion?: string;
  /** Declares the MCP Apps extension, as a client that renders views does. */
  apps?: boolean;
}

/** The MCP Apps capability a client that renders views declares (io.modelcontextprotocol/ui). */
export const APPS_CAPABILITY = { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } };

export function testClient(name: string, options: ClientOptions): Client {
  const client = new Client(
    { name, version: '1.0.0' },
    {
      capabilities: { ...(options.elicit ? { elicitation: { form: {} } } : {}), ...(options.apps ? { extensions: APPS_CAPABILITY } : {}) },
      ...(options.era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
      ...(options.legacyVersion ? { supportedProtocolVersions: [options.legacyVersion] } : {}),
      // Each client compiled all 35 output schemas again on its tools/list: three quarters of what an
      // in-process session cost, and the suite starts hundreds. Validation itself is the client's own.
      jsonSchemaValidator: sharedSchemaValidator,
    },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler('elicitation/create', async (request) => elicit(String(request.params.message)));
  return client;
}
