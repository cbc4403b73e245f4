// A tool's own refusal: a declared error (manifest `errors`) with its code, parameters and rendered message.
// Constructors are generated (generated/tools/<tool>.ts, generated/errors.ts); code never builds one by hand.
import { untrusted } from '../logic/core/untrusted.ts';

export type ErrorParams = Record<string, string | number>;

export class ToolError extends Error {
  constructor(
    readonly code: string,
    readonly template: string,
    readonly params: ErrorParams,
  ) {
    super(renderMessage(template, params));
    this.name = 'ToolError';
  }
}

/**
 * Fills `{name}` placeholders; values are cleaned, since they often quote what the agent or a bank sent,
 * except those named in `asIs`: a message this function already filled (in one pass, so no value's braces
 * are read as a placeholder).
 */
export function renderMessage(template: string, params: ErrorParams, asIs: readonly string[] = []): string {
  return template.replace(/\{([a-z_][a-z0-9_]*)\}/g, (whole, name: string) =>
    name in params ? (asIs.includes(name) ? String(params[name]) : untrusted(String(params[name]))) : whole,
  );
}
