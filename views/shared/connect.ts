// Connects a view to its host through the MCP Apps bridge: the tool's answer arrives as a notification and is
// drawn by `render`; the host's theme, style variables and locale are followed as they change. Fonts come
// from the host's --font-* variables only: the views load nothing (their CSP denies every source).
import { App, applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { h, show } from './dom.ts';
import { setLocale } from './format.ts';

export type Render<T> = (answer: T, app: App) => void;

const themeListeners = new Set<() => void>();

/** Calls `listener` after each change of the host's theme or style variables (a chart redraws in the new
 * colours, which it reads from the CSS variables); returns what removes it. */
export function onThemeChange(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

function follow(context: McpUiHostContext | undefined): void {
  if (!context) return;
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.locale) setLocale(context.locale);
  if (context.theme || context.styles?.variables) for (const listener of [...themeListeners]) listener();
}

/** The text of a failed answer: the server's own message, which says what to do (`fallback` when it has none). */
export function errorText(result: { content?: readonly { type: string; text?: string }[] }, fallback = 'The tool failed.'): string {
  return (result.content ?? []).map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n') || fallback;
}

/** `onInput` receives the tool's arguments (they arrive before its answer). */
export async function connectView<T>(name: string, root: HTMLElement, render: Render<T>, onInput?: (args: Record<string, unknown>) => void): Promise<App> {
  const app = new App({ name: `avenir-mcp ${name}`, version: '1.0.0' }, {}, { autoResize: true });
  if (onInput) app.ontoolinput = (params) => onInput(params.arguments ?? {});
  // Handlers before connect(): the host may send the answer right after the handshake.
  app.ontoolresult = (result) => {
    if (result.isError) show(root, h('p', { class: 'error', role: 'alert' }, errorText(result)));
    else if (result.structuredContent) render(result.structuredContent as T, app);
  };
  app.ontoolcancelled = () => show(root, h('p', { class: 'muted' }, 'The tool call was cancelled.'));
  app.onhostcontextchanged = (context) => follow({ ...app.getHostContext(), ...context });
  await app.connect();
  follow(app.getHostContext());
  return app;
}
