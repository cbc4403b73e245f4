// The fixed-name tools, prompts and resources some conformance scenarios call (each scenario's description
// names them), added to the server buildServer() made, for scripts/conformance only. They are plain SDK
// handlers, not avenir-mcp's tools: the scenarios that use them test the SDK's round trip as avenir-mcp's
// server configures it (same McpServer options, same capabilities, and avenir-mcp's own request-state
// seal, which the stateful fixtures mint and the verify hook of src/mcp/build-server.ts opens).
import {
  CLIENT_CAPABILITIES_META_KEY,
  ResourceTemplate,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type CallToolResult,
  type ClientCapabilities,
  type GetPromptResult,
  type InputRequest,
  type InputRequiredResult,
  type McpServer,
  type ServerContext as SdkContext,
} from '@modelcontextprotocol/server';
import type { StatePayload, RequestStates } from '../../src/confirm/request-state.ts';

type Outcome = Promise<CallToolResult | InputRequiredResult>;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });

const askName = (message: string): InputRequest =>
  inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } });

const askSampling = (prompt: string, maxTokens: number): InputRequest =>
  inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens });

/** The accepted form content of `key`, or undefined for a missing, declined or malformed answer. */
function accepted(ctx: SdkContext, key: string): Record<string, unknown> | undefined {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  return view.kind === 'elicit' && view.action === 'accept' ? (view.content ?? {}) : undefined;
}

/** The opened state of this fixture's step, consumed (single use, as avenir-mcp's own states are). */
async function stateFor(ctx: SdkContext, states: RequestStates, step: string): Promise<boolean> {
  const payload = ctx.mcpReq.requestState<StatePayload | string>();
  return typeof payload === 'object' && payload !== null && payload.fp === step && (await states.consume(payload));
}

/** The JSON Schema 2020-12 input schema of the json-schema-2020-12 scenario, verbatim. */
export const SCHEMA_2020_12 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
  properties: {
    name: { type: 'string' },
    address: { $ref: '#/$defs/address' },
    contactMethod: { type: 'string', enum: ['phone', 'email'] },
    phone: { type: 'string' },
    email: { type: 'string' },
  },
  allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
  if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, a schema and never awaited.
  then: { required: ['phone'] },
  else: { required: ['email'] },
  additionalProperties: false,
} as const;

export function addFixtures(server: McpServer, states: RequestStates): void {
  const tool = (name: string, handler: (ctx: SdkContext) => Outcome) =>
    server.registerTool(name, { description: `Conformance fixture ${name}.` }, (ctx: SdkContext) => handler(ctx));

  tool('test_error_handling', async () => {
    throw new Error('This tool intentionally returns an error for testing');
  });
  server.registerTool(
    'json_schema_2020_12_tool',
    { description: 'Tool with JSON Schema 2020-12 features', inputSchema: fromJsonSchema<Record<string, unknown>>(SCHEMA_2020_12) },
    async () => text('ok'),
  );

  // Ephemeral flows: the answer alone completes the call; a call without it is asked again.
  tool('test_input_required_result_elicitation', async (ctx) => {
    const answer = accepted(ctx, 'user_name');
    return answer ? text(`Hello, ${String(answer.name)}!`) : inputRequired({ inputRequests: { user_name: askName('What is your name?') } });
  });
  tool('test_input_required_result_sampling', async (ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'capital_question');
    if (view.kind !== 'sampling')
      return inputRequired({ inputRequests: { capital_question: askSampling('What is the capital of France?', 100) } });
    const content = view.result.content;
    return text(`The model said: ${!Array.isArray(content) && content.type === 'text' ? content.text : '(no text)'}`);
  });
  tool('test_input_required_result_list_roots', async (ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses, 'client_roots');
    if (view.kind !== 'roots') return inputRequired({ inputRequests: { client_roots: inputRequired.listRoots() } });
    return text(`Roots: ${view.roots.map((r) => r.uri).join(', ') || '(none)'}`);
  });
  tool('test_input_required_result_capabilities', async (ctx) => {
    const caps = (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[CLIENT_CAPABILITIES_META_KEY] as
      | ClientCapabilities
      | undefined;
    const requests: Record<string, InputRequest> = {};
    if (caps?.elicitation) requests.user_name = askName('What is your name?');
    if (caps?.sampling) requests.greeting = askSampling('Generate a greeting', 50);
    if (caps?.roots) requests.client_roots = inputRequired.listRoots();
    if (Object.keys(requests).length === 0) return text('The client declared nothing this tool could ask with.');
    return Object.keys(requests).some((key) => inputResponse(ctx.mcpReq.inputResponses, key).kind !== 'missing')
      ? text('Answered.')
      : inputRequired({ inputRequests: requests });
  });

  // Stateful flows: each round's requestState is sealed by avenir-mcp's RequestStates and checked on return.
  tool('test_input_required_result_request_state', async (ctx) => {
    if (accepted(ctx, 'confirm') && (await stateFor(ctx, states, 'fixture:request_state')))
      return text('state-ok: the sealed state came back intact');
    const confirm = inputRequired.elicit({
      message: 'Please confirm',
      requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
    });
    return inputRequired({ inputRequests: { confirm }, requestState: await states.issue({ fp: 'fixture:request_state', seen: '' }) });
  });
  tool('test_input_required_result_tampered_state', async (ctx) => {
    if (accepted(ctx, 'confirm') && (await stateFor(ctx, states, 'fixture:tampered_state'))) return text('state-ok');
    const confirm = inputRequired.elicit({
      message: 'Please confirm',
      requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
    });
    return inputRequired({ inputRequests: { confirm }, requestState: await states.issue({ fp: 'fixture:tampered_state', seen: '' }) });
  });
  tool('test_input_required_result_multiple_inputs', async (ctx) => {
    const responses = ['user_name', 'greeting', 'client_roots'].map((key) => inputResponse(ctx.mcpReq.inputResponses, key).kind);
    if (!responses.includes('missing') && (await stateFor(ctx, states, 'fixture:multiple_inputs')))
      return text('All three answers received.');
    return inputRequired({
      inputRequests: {
        user_name: askName('What is your name?'),
        greeting: askSampling('Generate a greeting', 50),
        client_roots: inputRequired.listRoots(),
      },
      requestState: await states.issue({ fp: 'fixture:multiple_inputs', seen: '' }),
    });
  });
  tool('test_input_required_result_multi_round', async (ctx) => {
    const color = accepted(ctx, 'step2');
    if (color && (await stateFor(ctx, states, 'fixture:multi_round:2'))) return text(`Your favourite colour is ${String(color.color)}.`);
    if (accepted(ctx, 'step1') && (await stateFor(ctx, states, 'fixture:multi_round:1'))) {
      const step2 = inputRequired.elicit({
        message: 'Step 2: What is your favorite color?',
        requestedSchema: { type: 'object', properties: { color: { type: 'string' } }, required: ['color'] },
      });
      return inputRequired({ inputRequests: { step2 }, requestState: await states.issue({ fp: 'fixture:multi_round:2', seen: '' }) });
    }
    return inputRequired({
      inputRequests: { step1: askName('Step 1: What is your name?') },
      requestState: await states.issue({ fp: 'fixture:multi_round:1', seen: '' }),
    });
  });

  server.registerPrompt(
    'test_prompt_with_arguments',
    {
      description: 'A prompt with two required arguments.',
      argsSchema: fromJsonSchema<{ arg1: string; arg2: string }>({
        type: 'object',
        properties: {
          arg1: { type: 'string', description: 'First test argument' },
          arg2: { type: 'string', description: 'Second test argument' },
        },
        required: ['arg1', 'arg2'],
      }),
    },
    ({ arg1, arg2 }): GetPromptResult => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'` } }],
    }),
  );
  server.registerPrompt('test_input_required_result_prompt', { description: 'A prompt that asks for context first.' }, (ctx) => {
    const answer = accepted(ctx, 'user_context');
    if (!answer) {
      const ask = inputRequired.elicit({
        message: 'What context should the prompt use?',
        requestedSchema: { type: 'object', properties: { context: { type: 'string' } }, required: ['context'] },
      });
      return inputRequired({ inputRequests: { user_context: ask } });
    }
    return { messages: [{ role: 'user', content: { type: 'text', text: `Use this context: ${String(answer.context)}` } }] };
  });

  server.registerResource(
    'static_text',
    'test://static-text',
    { mimeType: 'text/plain', description: 'Conformance fixture text.' },
    (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'This is the content of the static text resource.' }],
    }),
  );
  server.registerResource(
    'template_data',
    new ResourceTemplate('test://template/{id}/data', { list: undefined }),
    { mimeType: 'application/json', description: 'Conformance fixture template.' },
    (uri, variables) => {
      const id = String(variables.id);
      return {
        contents: [
          { uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) },
        ],
      };
    },
  );
}
