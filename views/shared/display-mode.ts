// Inline, a view stays at most 500 px tall (base.css), as hosts' directories ask: the rest scrolls inside it.
// A host that offers fullscreen (its context's availableDisplayModes) gets a button for it, and the cap is
// lifted while the view is shown there. A host that refuses the change keeps the view as it was.
import type { App, McpUiDisplayMode, McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { h } from './dom.ts';

/** The modes a view can be shown in: the spec's app capability (ui/initialize). */
export const VIEW_DISPLAY_MODES: McpUiDisplayMode[] = ['inline', 'fullscreen'];

let toggle: HTMLButtonElement | undefined;

function apply(mode: McpUiDisplayMode): void {
  document.documentElement.dataset.displayMode = mode;
  if (toggle) toggle.textContent = mode === 'fullscreen' ? 'Back to the conversation' : 'Full screen';
}

/** Follows the host's display mode, offering the switch when the host lists fullscreen among its modes. */
export function followDisplayMode(app: App, context: McpUiHostContext): void {
  const offered = context.availableDisplayModes?.includes('fullscreen') === true && context.availableDisplayModes.includes('inline');
  if (offered && toggle === undefined) {
    toggle = h('button', {
      type: 'button',
      class: 'display-mode',
      onclick: () => {
        const wanted = document.documentElement.dataset.displayMode === 'fullscreen' ? 'inline' : 'fullscreen';
        app.requestDisplayMode({ mode: wanted }).then(
          (result) => apply(result.mode),
          () => undefined,
        );
      },
    });
    document.body.append(toggle);
  } else if (!offered && toggle !== undefined && context.availableDisplayModes !== undefined) {
    toggle.remove();
    toggle = undefined;
  }
  apply(context.displayMode ?? (document.documentElement.dataset.displayMode as McpUiDisplayMode | undefined) ?? 'inline');
}
