// What the client declared for one call: its protocol era, form elicitation (from the per-request envelope
// on 2026-07-28, from the initialize handshake before), and the answer and verified state a retried call carries.
import {
  CLIENT_CAPABILITIES_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  inputResponse,
  type ClientCapabilities,
  type McpServer,
  type ServerContext as SdkContext,
} from '@modelcontextprotocol/server';
import { CONFIRM_KEY } from '../confirm/ask.ts';
import type { CallChannel } from '../confirm/channel.ts';
import type { StatePayload } from '../confirm/request-state.ts';
import { UI_EXTENSION_ID } from './register-views.ts';

/** True for a 2026-07-28 request (its envelope names the protocol); false on a 2025-era connection. */
export const servedModern = (ctx: SdkContext): boolean =>
  (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[PROTOCOL_VERSION_META_KEY] !== undefined;

export function callChannel(server: McpServer, ctx: SdkContext): CallChannel {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  // Modern capabilities are per request: never cached from an earlier one.
  const caps = (servedModern(ctx) ? envelope?.[CLIENT_CAPABILITIES_META_KEY] : server.server.getClientCapabilities()) as
    | ClientCapabilities
    | undefined;
  const elicitation = caps?.elicitation as Record<string, unknown> | undefined;
  // `{}` predates the form/url split and means form.
  const formElicitation = elicitation !== undefined && (Object.keys(elicitation).length === 0 || 'form' in elicitation);
  // Unknown on a 2025-era HTTP request (the handler is stateless: the initialize was another request's), where
  // a host that renders views is as likely as not.
  const rendersViews = caps === undefined || (caps.extensions as Record<string, unknown> | undefined)?.[UI_EXTENSION_ID] !== undefined;
  const state = ctx.mcpReq.requestState<StatePayload | string>();
  return {
    formElicitation,
    rendersViews,
    // The verify hook hands over the opened payload; a raw string would mean no hook ran: never trusted.
    state: typeof state === 'object' && state !== null ? state : undefined,
    response: inputResponse(ctx.mcpReq.inputResponses, CONFIRM_KEY),
  };
}
