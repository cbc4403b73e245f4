// One confirmed write called through the host, to its end. The confirmation stays the server's: a host that
// can ask shows the server's question itself while the call is pending; a host that cannot gets the preview
// and a code, and the view sends that code only when the person presses Confirm, never by itself.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { Output as UndoOperationOutput } from '../../generated/contract/undo_operation.d.ts';
import { errorText, structured } from './connect.ts';
import { WRITE_TIMEOUT_MS } from './write-timeout.ts';

export type CallTool = (
  name: string,
  args: Record<string, unknown>,
) => Promise<{ isError?: boolean; structuredContent?: unknown; content?: { type: string; text?: string }[] }>;

/** The server's tools through the host, each call with `extra` (the plan) and the write timeout. */
export const serverCall =
  (app: App, extra: () => Record<string, unknown>): CallTool =>
  (name, args) =>
    app.callServerTool({ name, arguments: { ...extra(), ...args } }, { timeout: WRITE_TIMEOUT_MS });

/**
 * The fields every confirmed write answers with (manifest/shared.yaml: WriteStatus, Message, Preview, IssuedCode,
 * OperationId), typed by undo_operation's contract, which has all five; a write may lack the last three.
 */
export type WriteAnswer = Pick<UndoOperationOutput, 'status' | 'message'> &
  Partial<Pick<UndoOperationOutput, 'preview' | 'confirmation' | 'operation_id'>>;

export interface WriteUi<R extends WriteAnswer> {
  /** The call is out: the host may be asking the person. */
  waiting(): void;
  /** Nothing changed yet: show the preview; `confirm` sends the code, `cancel` drops it. */
  preview(result: R, confirm: () => void, cancel: () => void): void;
  done(result: R): void;
  /** The write failed: `answered` when the server said so, false when no answer came (it may have been applied). */
  failed(message: string, answered: boolean): void;
}

/**
 * A JSON-RPC error that says the server refused the call before running it: an unknown tool or method, or
 * arguments it would not take (write tools not listed, for one). Any other failure (a timeout, a lost
 * connection, a host's own error) leaves open whether the change was applied.
 */
function refusedUnrun(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === -32601 || code === -32602;
}

/** A read through the host: its answer (structured, or the JSON of its text), or an Error with the server's message. */
export async function readAnswer<T>(call: CallTool, name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  const answer = result.isError ? undefined : (structured(result) as T | undefined);
  if (!answer) throw new Error(errorText(result));
  return answer;
}

export async function runWrite<R extends WriteAnswer>(
  call: CallTool,
  name: string,
  args: Record<string, unknown>,
  ui: WriteUi<R>,
): Promise<void> {
  ui.waiting();
  let result;
  try {
    result = await call(name, args);
  } catch (error) {
    return ui.failed(error instanceof Error ? error.message : String(error), refusedUnrun(error));
  }
  const answer = (result.isError ? undefined : structured(result)) as R | undefined;
  if (!answer) return ui.failed(errorText(result, `${name} failed.`), true);
  if (answer.status === 'confirmation_required' && answer.confirmation) {
    const code = answer.confirmation;
    return ui.preview(
      answer,
      () => void runWrite(call, name, { ...args, confirmation: code }, ui),
      () => ui.done({ ...answer, status: 'declined', message: 'Cancelled: nothing changed.' }),
    );
  }
  ui.done(answer);
}
