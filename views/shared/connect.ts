// Connects a view to its host through the MCP Apps bridge: the tool's answer arrives as a notification and is
// drawn by `render`; the host's theme, style variables and locale are followed as they change. Fonts come
// from the host's --font-* variables only: the views load nothing (their CSP denies every source).
import './jitless.ts';
import { App, applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { followDisplayMode, VIEW_DISPLAY_MODES } from './display-mode.ts';
import { h, show } from './dom.ts';
import { setCurrencyFrom, setLocale } from './format.ts';

export type Render<T> = (answer: T, app: App) => void;
type ToolResult = {
  isError?: boolean;
  structuredContent?: unknown;
  content?: readonly { type: string; text?: string }[];
  _meta?: Record<string, unknown>;
};

const themeListeners = new Set<() => void>();
const teardownListeners = new Set<() => void>();

/** Calls `listener` after each change of the host's theme or style variables (a chart redraws in the new
 * colours, which it reads from the CSS variables); returns what removes it. */
export function onThemeChange(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

/** Calls `release` when the host tears the view down (ui/resource-teardown): observers, timers, charts. */
export function onTeardown(release: () => void): () => void {
  teardownListeners.add(release);
  return () => teardownListeners.delete(release);
}

function follow(app: App, context: McpUiHostContext | undefined): void {
  if (!context) return;
  followDisplayMode(app, context);
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.locale) setLocale(context.locale);
  if (context.theme || context.styles?.variables) for (const listener of [...themeListeners]) listener();
}

/** The text of a failed answer: the server's own message, which says what to do (`fallback` when it has none). */
export function errorText(result: { content?: readonly { type: string; text?: string }[] }, fallback = 'The tool failed.'): string {
  return (result.content ?? []).map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n') || fallback;
}

/**
 * The answer's structured content; else its text block read as JSON (the spec's tool results carry the JSON
 * as text too, and a host may pass on only that). Undefined when neither holds an object.
 */
export function structured(result: ToolResult): unknown {
  if (result.structuredContent) return result.structuredContent;
  for (const block of result.content ?? []) {
    if (block.type !== 'text' || !block.text?.trimStart().startsWith('{')) continue;
    try {
      return JSON.parse(block.text) as unknown;
    } catch {
      // Not JSON: a message, not the answer.
    }
  }
  return undefined;
}

/** Whether the host passes the view's tool calls on to the server (serverTools): without it, a view cannot write. */
export const canCallServer = (app: App): boolean => Boolean(app.getHostCapabilities()?.serverTools);

/** `onInput` receives the tool's arguments (they arrive before its answer). */
export async function connectView<T>(
  name: string,
  root: HTMLElement,
  render: Render<T>,
  onInput?: (args: Record<string, unknown>) => void,
): Promise<App> {
  // Sizing is started below rather than by autoResize, whose observer could not be released at teardown.
  const app = new App(
    { name: `avenir-mcp ${name}`, version: '1.0.0' },
    { availableDisplayModes: VIEW_DISPLAY_MODES },
    { autoResize: false },
  );
  if (onInput) app.ontoolinput = (params) => onInput(params.arguments ?? {});
  // Handlers before connect(): the host may send the answer right after the handshake.
  // The view reports its size from connect() on; teardown stops that, and a host that reuses the frame for a
  // later answer gets it again.
  let sizing = false;
  const startSizing = () => {
    if (sizing) return;
    sizing = true;
    const stop = app.setupSizeChangedNotifications();
    onTeardown(() => {
      stop();
      sizing = false;
    });
  };
  app.ontoolresult = (result) => {
    startSizing();
    const answer = result.isError ? undefined : structured(result);
    if (result.isError) show(root, h('p', { class: 'error', role: 'alert' }, errorText(result)));
    else if (answer) {
      setCurrencyFrom(result._meta);
      render(answer as T, app);
    } else show(root, h('p', { class: 'error', role: 'alert' }, 'The answer holds nothing this view can show.'));
  };
  app.ontoolcancelled = () => show(root, h('p', { class: 'muted' }, 'The tool call was cancelled.'));
  app.onhostcontextchanged = (context) => follow(app, { ...app.getHostContext(), ...context });
  // The spec: the host sends ui/resource-teardown before it unmounts the view and may wait for the answer.
  app.onteardown = () => {
    for (const release of [...teardownListeners]) release();
    teardownListeners.clear();
    themeListeners.clear();
    return {};
  };
  await app.connect();
  startSizing();
  follow(app, app.getHostContext());
  return app;
}
