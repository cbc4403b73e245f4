// Every server scenario of @modelcontextprotocol/conformance 0.2.0-alpha.12 and what avenir-mcp does with it,
// decided from each scenario's description: run on the product server as it is, run on it plus the
// fixed-name fixtures of fixtures.ts, or not run because avenir-mcp lacks the feature. A scenario the
// suite lists and this table does not is an error (run.ts), so a new suite version forces a decision.

import { definitions } from '../../generated/registry.ts';

export type Target = 'product' | 'fixtures';

export type Plan =
  | {
      run: Target;
      why: string;
      /** Checks the suite itself reports "Not testable" without a diagnostic tool this server lacks: id → why. */
      notTestable?: Readonly<Record<string, string>>;
      /** Why a check warns here (warnings are SHOULDs: they never fail a scenario): id → why. */
      warnings?: Readonly<Record<string, string>>;
    }
  | { run: 'no'; why: string };

const SDK_ROUND_TRIP = 'fixture tool; tests the SDK round trip as avenir-mcp configures its server (its request-state seal included)';
const LIST_CHANGED =
  "needs the diagnostic tool that changes the list, and reads its 'not found' answer as a change; avenir-mcp's lists never change while it runs";
const STATELESS =
  'the exposure serves legacy traffic statelessly (no MCP-Session-Id), as createMcpHandler does; no sessions, no resumable SSE';
const NO_LEGACY_PUSH =
  'needs a server-to-client request inside a legacy call, impossible over stateless HTTP; avenir-mcp asks through input_required, or in the call over stdio (test/e2e/confirm.test.ts)';

export const SCENARIOS: Readonly<Record<string, Plan>> = {
  'server-initialize': { run: 'product', why: 'the legacy initialize handshake' },
  'server-session-lifecycle': { run: 'no', why: STATELESS },
  'server-stateless': {
    run: 'product',
    why: 'the 2026-07-28 per-request envelope, server/discover, version and header errors, subscriptions/listen',
    notTestable: {
      'sep-2575-server-rejects-undeclared-capability': 'needs the diagnostic tool test_missing_capability',
      'sep-2575-missing-capability-http-400': 'needs the diagnostic tool test_missing_capability',
      'sep-2575-http-server-no-independent-requests-on-stream': 'needs the diagnostic tool test_streaming_elicitation',
      'sep-2575-server-no-log-without-loglevel': 'needs the diagnostic tool test_logging_tool',
    },
    warnings: {
      'sep-2575-server-sends-tools-list-changed-on-subscription': LIST_CHANGED,
      'sep-2575-server-sends-prompts-list-changed-on-subscription': LIST_CHANGED,
    },
  },
  'logging-set-level': { run: 'no', why: 'no logging capability: logs go to stderr, never to the client' },
  ping: { run: 'product', why: 'ping on a legacy connection' },
  'completion-complete': { run: 'no', why: 'no completion capability' },
  'tools-list': {
    run: 'product',
    why: `all ${definitions.length} tools (writes on): names, descriptions, input schemas, deterministic order`,
  },
  'tools-call-simple-text': {
    run: 'no',
    why: "needs the fixture tool test_simple_text; avenir-mcp's tools answer text plus structured content",
  },
  'tools-call-image': { run: 'no', why: 'no tool returns images' },
  'tools-call-audio': { run: 'no', why: 'no tool returns audio' },
  'tools-call-embedded-resource': { run: 'no', why: 'no tool returns embedded resources' },
  'tools-call-mixed-content': { run: 'no', why: 'no tool returns mixed content' },
  'tools-call-with-logging': { run: 'no', why: 'no logging capability' },
  'tools-call-error': { run: 'fixtures', why: `test_error_handling is a ${SDK_ROUND_TRIP}` },
  'tools-call-with-progress': { run: 'no', why: 'no progress notifications' },
  'tools-call-sampling': { run: 'no', why: NO_LEGACY_PUSH },
  'tools-call-elicitation': { run: 'no', why: NO_LEGACY_PUSH },
  'json-schema-2020-12': {
    run: 'fixtures',
    why: "json_schema_2020_12_tool is a fixture tool: the SDK keeps 2020-12 keywords as given (avenir-mcp's listed schemas are pinned to the manifests' in test/e2e/stdio.test.ts)",
  },
  'elicitation-sep1034-defaults': { run: 'no', why: NO_LEGACY_PUSH },
  'server-sse-polling': { run: 'no', why: STATELESS },
  'server-sse-multiple-streams': { run: 'no', why: STATELESS },
  'elicitation-sep1330-enums': { run: 'no', why: NO_LEGACY_PUSH },
  'resources-list': { run: 'product', why: 'avenir-mcp://guide and ynab://plans' },
  'resources-read-text': {
    run: 'fixtures',
    why: "test://static-text is a fixture resource (avenir-mcp's own resources are read by the Inspector check)",
  },
  'resources-read-binary': { run: 'no', why: 'no binary resources' },
  'resources-templates-read': {
    run: 'fixtures',
    why: 'test://template/{id}/data is a fixture template (avenir-mcp has two templates of its own)',
  },
  'resources-subscribe': { run: 'no', why: 'no resource subscriptions' },
  'resources-unsubscribe': { run: 'no', why: 'no resource subscriptions' },
  'sep-2164-resource-not-found': { run: 'product', why: 'an unknown URI is an error, never empty contents' },
  'sep-2640-skills-directory': { run: 'no', why: 'the skills extension is not declared' },
  'sep-2640-skills-enumeration': { run: 'no', why: 'the skills extension is not declared' },
  'sep-2640-skills-manifest': { run: 'no', why: 'the skills extension is not declared' },
  'prompts-list': { run: 'product', why: 'the four prompts' },
  'prompts-get-simple': {
    run: 'no',
    why: 'needs the argument-less fixture prompt test_simple_prompt; every avenir-mcp prompt takes plan_id',
  },
  'prompts-get-with-args': {
    run: 'fixtures',
    why: 'test_prompt_with_arguments is a fixture prompt registered with fromJsonSchema, as avenir-mcp registers its own',
  },
  'prompts-get-embedded-resource': { run: 'no', why: 'prompts return one text message' },
  'prompts-get-with-image': { run: 'no', why: 'prompts return one text message' },
  'dns-rebinding-protection': { run: 'product', why: 'the HTTP transport’s Host (421) and Origin (403) checks, listening on loopback' },
  caching: { run: 'product', why: 'cache hints on the 2026-07-28 list results' },
  'http-header-validation': { run: 'product', why: 'Mcp-Method and Mcp-Name headers against the body' },
  'http-custom-header-server-validation': { run: 'no', why: 'no tool declares x-mcp-header parameters' },
  'tasks-lifecycle': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-capability-negotiation': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-wire-fields': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-request-state-removal': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-mrtr-input': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-request-headers': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-dispatch-and-envelope': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-status-notifications': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-required-task-error': { run: 'no', why: 'the tasks extension is not declared' },
  'tasks-mrtr-composition': { run: 'no', why: 'the tasks extension is not declared' },
  'input-required-result-basic-elicitation': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-basic-sampling': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-basic-list-roots': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-request-state': { run: 'fixtures', why: `${SDK_ROUND_TRIP}; the state is minted and opened by avenir-mcp's seal` },
  'input-required-result-multiple-input-requests': {
    run: 'fixtures',
    why: `${SDK_ROUND_TRIP}; the state is minted and opened by avenir-mcp's seal`,
  },
  'input-required-result-multi-round': {
    run: 'fixtures',
    why: `${SDK_ROUND_TRIP}; each round's state is minted and opened by avenir-mcp's seal`,
  },
  'input-required-result-missing-input-response': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-non-tool-request': {
    run: 'fixtures',
    why: `test_input_required_result_prompt is a fixture prompt; ${SDK_ROUND_TRIP}`,
  },
  'input-required-result-result-type': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-unsupported-methods': { run: 'product', why: 'no input_required answer on tools/list and prompts/list' },
  'input-required-result-tampered-state': {
    run: 'fixtures',
    why: `${SDK_ROUND_TRIP}; the tampered state is refused by avenir-mcp's seal (the verify hook of src/mcp/build-server.ts)`,
  },
  'input-required-result-capability-check': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-ignore-extra-params': { run: 'fixtures', why: SDK_ROUND_TRIP },
  'input-required-result-validate-input': { run: 'fixtures', why: SDK_ROUND_TRIP },
};
