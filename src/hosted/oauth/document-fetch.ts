// The one outbound request of the authorization server that is not YNAB's: a client's metadata document
// (its client id is the document's URL). clients.ts has checked the URL first (https, a public host);
// redirects are refused, the time is short and the answer small.
export const fetchClientDocument = (url: string, init: RequestInit): Promise<Response> => fetch(url, init);
