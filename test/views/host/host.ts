// The test host's page: it embeds a view the way an MCP Apps client does (sandboxed iframe, the official
// AppBridge over postMessage), sends it the tool's input and answer, and forwards the view's tool calls to
// the real server through window.hostCallTool (a Playwright binding to the Node side's MCP client). The
// server's questions are shown in the host's own dialog, outside the view, as a client shows elicitations.
// It behaves as the spec asks of a host: style variables written with light-dark() (the theme only switches
// color-scheme, its page painted in its own background behind a transparent frame), ui/resource-teardown sent
// before a view is replaced; its capabilities, width and fullscreen are options.
import { AppBridge, PostMessageTransport, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import { hostVariables, type HostStyles } from './styles.ts';

type Theme = 'light' | 'dark';
export interface HostSetup {
  styles: HostStyles;
  /** Declares serverTools: the host passes the view's tool calls on to the server. */
  serverTools: boolean;
  /** The frame's width in CSS pixels. */
  width: number;
  /** Tools whose answers the host loses after forwarding the call (a dropped connection): the view gets an error. */
  loseAnswers: string[];
  /** The host offers fullscreen besides inline (availableDisplayModes), and grants a view's request for it. */
  fullscreen: boolean;
}
interface Shown {
  html: string;
  tool: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
  theme: Theme;
  setup: HostSetup;
}

declare global {
  interface Window {
    hostCallTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, unknown>>;
    avenirHost: {
      show(shown: Shown): Promise<void>;
      setTheme(theme: Theme): void;
      ask(message: string): Promise<'accept' | 'decline'>;
      /** Sends ui/resource-teardown to the view: 'answered', or the error the view sent back. */
      teardown(): Promise<string>;
      /** Sends the last answer again into the same frame, as a host that reuses a torn-down frame does. */
      resendResult(): Promise<void>;
      calls: string[];
    };
  }
}

let bridge: AppBridge | undefined;
let setup: HostSetup | undefined;
let theme: Theme = 'light';
let displayMode: 'inline' | 'fullscreen' = 'inline';
const context = (): McpUiHostContext => ({
  theme,
  locale: 'en-GB',
  displayMode,
  availableDisplayModes: setup?.fullscreen ? ['inline', 'fullscreen'] : ['inline'],
  containerDimensions:
    displayMode === 'inline' ? { width: setup?.width ?? 720, maxHeight: 500 } : { width: window.innerWidth, height: window.innerHeight },
  styles: { variables: hostVariables(setup?.styles ?? 'light-dark', theme) as never },
});

async function teardown(): Promise<string> {
  if (!bridge) return 'no view';
  try {
    await bridge.teardownResource({});
    return 'answered';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

let lastResult: unknown;

async function show(shown: Shown): Promise<void> {
  // The spec: a host sends ui/resource-teardown before it unmounts a view (and may wait for the answer).
  if (bridge) await teardown();
  await bridge?.close();
  setup = shown.setup;
  theme = shown.theme;
  displayMode = 'inline';
  document.body.classList.toggle('dark', shown.theme === 'dark');
  const frame = document.createElement('iframe');
  frame.id = 'view';
  frame.title = `${shown.tool} view`;
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.style.width = `${setup.width}px`;
  document.getElementById('frame-slot')!.replaceChildren(frame);
  const capabilities = { openLinks: {}, ...(setup.serverTools ? { serverTools: {} } : {}) };
  const current = new AppBridge(null, { name: 'avenir-test-host', version: '1.0.0' }, capabilities, { hostContext: context() });
  bridge = current;
  if (setup.serverTools) {
    const lose = setup.loseAnswers;
    current.oncalltool = async (params) => {
      window.avenirHost.calls.push(params.name);
      const result = await window.hostCallTool({ name: params.name, arguments: params.arguments ?? {} });
      if (lose.includes(params.name)) throw new Error('The connection to the server was lost.');
      return result as never;
    };
  }
  current.onsizechange = ({ height }) => {
    if (height !== undefined && displayMode === 'inline') frame.style.height = `${height}px`;
  };
  // Fullscreen: the frame takes the whole window; inline again, it takes the view's reported height.
  current.onrequestdisplaymode = async ({ mode }) => {
    if (mode !== 'inline' && !(mode === 'fullscreen' && setup?.fullscreen)) return { mode: displayMode };
    displayMode = mode;
    frame.classList.toggle('fullscreen', mode === 'fullscreen');
    current.setHostContext(context());
    return { mode };
  };
  const initialised = new Promise<void>((resolve) => (current.oninitialized = () => resolve()));
  // The window exists once the frame is in the document; it stays the same object across the srcdoc load.
  await current.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = shown.html;
  await initialised;
  await current.sendToolInput({ arguments: shown.args });
  lastResult = shown.result;
  await current.sendToolResult(shown.result as never);
}

function ask(message: string): Promise<'accept' | 'decline'> {
  const dialog = document.getElementById('host-question') as HTMLDialogElement;
  document.getElementById('host-question-text')!.textContent = message;
  dialog.showModal();
  return new Promise((resolve) => {
    const answer = (value: 'accept' | 'decline') => () => {
      dialog.close();
      resolve(value);
    };
    document.getElementById('host-accept')!.onclick = answer('accept');
    document.getElementById('host-decline')!.onclick = answer('decline');
  });
}

window.avenirHost = {
  show,
  ask,
  teardown,
  resendResult: async () => void (await bridge?.sendToolResult(lastResult as never)),
  calls: [],
  setTheme: (next) => {
    theme = next;
    document.body.classList.toggle('dark', next === 'dark');
    bridge?.setHostContext(context());
  },
};
