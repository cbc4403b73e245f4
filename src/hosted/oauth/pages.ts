// The hosted server's few pages: consent (what the client asks, read-only or read and write), a refusal
// that cannot be sent back to the client, and the privacy page YNAB's terms ask for. No script, no outside
// resource; every text a client or YNAB chose is escaped.
import { untrusted } from '../../logic/core/untrusted.ts';
import type { ClientInfo } from './clients.ts';
import type { Destination } from './destination.ts';
import { APP_NAME } from './metadata.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${APP_NAME}</title>` +
  `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2530}h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0}code{background:#eef1f4;padding:0 .25rem}</style></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}<p><a href="/privacy">Privacy</a></p></body></html>`;

/**
 * Who asks, as the person can check it: the host the client is known by (its metadata document's host,
 * or, for a registered client, where it sends the person back) before the name it chose for itself,
 * which is cleaned as bank text is (no direction overrides, no invisible characters, one line).
 */
function whoAsks(client: ClientInfo, destination: Destination): string {
  const where =
    client.kind === 'document'
      ? `at <code>${escapeHtml(new URL(client.clientId).host)}</code>`
      : destination.kind === 'site'
        ? `at <code>${escapeHtml(destination.host)}</code>`
        : 'on this device';
  const name = untrusted(client.name ?? '', 60);
  return `An application ${where}${name === '' ? '' : ` (it calls itself <q>${escapeHtml(name)}</q>)`}`;
}

/** Where the person is sent back, in the page: a site's host, or an app on their device. */
const backHtml = (destination: Destination): string =>
  destination.kind === 'site'
    ? `<code>${escapeHtml(destination.host)}</code>`
    : `an app on this device (<code>${escapeHtml(destination.via)}</code>)`;

export function consentPage(options: { requestId: string; client: ClientInfo; destination: Destination; writesOffered: boolean }): string {
  const choices = options.writesOffered
    ? `<button name="access" value="read">Allow reading only</button><button name="access" value="write">Allow reading and changes</button>`
    : `<button name="access" value="read">Allow reading</button>`;
  return page(
    `Connect ${APP_NAME}`,
    `<p>${whoAsks(options.client, options.destination)} asks to use your YNAB plans through ${APP_NAME}. Afterwards you go back to ${backHtml(options.destination)}.</p>` +
      `<p>Next, YNAB asks you to sign in and to allow access. With reading only, the assistant can read and explain your plans but not change them; with changes, every change still waits for your confirmation and can be undone.</p>` +
      `<p>Any assistant you connect, even for reading only, can also delete everything ${APP_NAME} stores about you (your sign-in, grants and journal), as you can yourself.</p>` +
      `<form method="post" action="/authorize/consent"><input type="hidden" name="request" value="${escapeHtml(options.requestId)}">${choices}<button name="access" value="deny">Deny</button></form>`,
  );
}

export const refusalPage = (message: string): string =>
  page('This sign-in cannot go on', `<p>${escapeHtml(message)}</p><p>Nothing was shared. Start again from your assistant.</p>`);

export const privacyPage = (): string =>
  page(
    `Privacy · ${APP_NAME}`,
    `<p>${APP_NAME} is not affiliated with, maintained by or endorsed by YNAB.</p>` +
      `<p><strong>What is stored about you:</strong> your YNAB user id; your YNAB access and refresh tokens, encrypted (AES-256-GCM); the grants you gave assistants (client, scope, when); the journal of changes you confirmed (what changed, so it can be undone); the times of your requests to YNAB in the last hour (to stay within YNAB's limit); confirmation codes and pending questions for ten minutes. Your plans themselves are kept only in the server's memory while you use it.</p>` +
      `<p><strong>What is never stored or shared:</strong> your YNAB password (you sign in at YNAB); your data is not sold, shared, or used for anything but answering your own assistant's requests.</p>` +
      `<p><strong>Deleting everything:</strong> send <code>DELETE /account</code> with your access token (your assistant can do it), or ask the operator to run <code>avenir-mcp forget &lt;your YNAB user id&gt;</code>. You can also revoke the app in YNAB's settings.</p>`,
  );
