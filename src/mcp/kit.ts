// The tool runtime's public kit: the one hand-written file generated/ imports (besides the handlers its
// registry loads), and what a handler needs to be registered: definitions, handlers, errors, refusals, the
// nothing_to_do result, the messages of answers, resources; and for the precompiled validators, ucs2length.
export { ToolError, type ErrorParams } from './tool-error.ts';
export { refuser } from './refusal.ts';
export { nothingToDoResult } from './nothing-to-do.ts';
export { ifAny, resultMessages } from './result-messages.ts';
export { lazyHandler, type RegistryEntry, type ToolDefinition, type ToolHandler, type Validators } from './tool-definition.ts';
export type { ResourceDefinition } from './resource-definition.ts';
export type { ToolContext } from './tool-context.ts';
export { ucs2length } from './ucs2length.ts';
