// What the HTTP server needs of hosted mode, declared here and satisfied by src/hosted/ (HostedAuth), so
// http/ never imports hosted/: the bearer gate in front of /mcp, the metadata documents, and the
// authorization server's endpoints as functions from one exchange, as plain data, to its answer.
import type { AuthInfo } from '@modelcontextprotocol/server';

/** One HTTP exchange of the hosted endpoints, as plain data (hosted-routes.ts builds it from a Node request). */
export interface Asked {
  method: string;
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  body: string;
  /** The address the request came from (the proxy's forwarded one when the proxy is trusted). */
  client?: string;
}

export interface Answer {
  status: number;
  /** `set-cookie` may be several. */
  headers: Record<string, string | string[]>;
  body: string;
}

export interface HostedGate {
  /** The caller of a /mcp request, or the answer refusing it (401 with where to sign in). */
  gate(request: Request): Promise<AuthInfo | Response>;
  /** The metadata documents' answer, or undefined for another path. */
  metadata(request: Request): Response | undefined;
  /** The answer of one of the authorization server's endpoints, or undefined when the path is not one. */
  route(asked: Asked, bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response | undefined>;
  /** The methods a path answers, for a 405's Allow (undefined: not one of the endpoints). */
  methodsOf(pathname: string): string | undefined;
}
