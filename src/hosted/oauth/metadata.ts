// What the hosted server publishes about itself: the authorization server's metadata (RFC 8414), served
// with the protected resource's (RFC 9728) by the SDK's oauthMetadataResponse, as the MCP authorization
// spec (2026-07-28) asks a client to discover them.
export const SCOPES = { read: 'ynab:read', write: 'ynab:write' } as const;

/** Whether every scope of `asked` (space-separated) is one of `granted`'s: a token or a refresh can keep or narrow a grant, never widen it. */
export const scopeWithin = (asked: string, granted: string): boolean => asked.split(/\s+/).every((s) => granted.split(' ').includes(s));

/** The YNAB scope whose tokens serve a grant: the one its consent asked YNAB for (a narrowed token keeps it). */
export const ynabScopeOf = (grantScope: string): 'full' | 'read-only' =>
  grantScope.split(' ').includes(SCOPES.write) ? 'full' : 'read-only';
export const APP_NAME = 'avenir for YNAB';

export interface HostedUrls {
  /** The public origin, e.g. https://avenir.example.com: the issuer. */
  issuer: string;
  /** <issuer>/mcp: the resource every access token is bound to. */
  resource: string;
}

export const hostedUrls = (publicUrl: string): HostedUrls => {
  const issuer = new URL(publicUrl).origin;
  return { issuer, resource: `${issuer}/mcp` };
};

export function authorizationServerMetadata(urls: HostedUrls, writes: boolean): Record<string, unknown> {
  const { issuer } = urls;
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    registration_endpoint: `${issuer}/register`,
    revocation_endpoint: `${issuer}/revoke`,
    scopes_supported: writes ? [SCOPES.read, SCOPES.write] : [SCOPES.read],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${issuer}/privacy`,
    op_policy_uri: `${issuer}/privacy`,
  };
}
