// The tool runtime's public kit: the one hand-written file generated/ imports (besides the handlers its
// registry loads), and what a handler needs to be registered: definitions, handlers, errors, resources.
export { ToolError, type ErrorParams } from './tool-error.ts';
export { lazyHandler, type RegistryEntry, type ToolAnnotations, type ToolDefinition, type ToolHandler } from './tool-definition.ts';
export type { ResourceDefinition, ResourceReader } from './resource-definition.ts';
export type { ServerContext, ToolContext } from './tool-context.ts';
