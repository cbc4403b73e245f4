// The test host's page: it embeds a view the way an MCP Apps client does (sandboxed iframe, the official
// AppBridge over postMessage), sends it the tool's input and answer, and forwards the view's tool calls to
// the real server through window.hostCallTool (a Playwright binding to the Node side's MCP client). The
// server's questions are shown in the host's own dialog, outside the view, as a client shows elicitations.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

type Theme = 'light' | 'dark';
interface Shown {
  html: string;
  tool: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
  theme: Theme;
}

declare global {
  interface Window {
    hostCallTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, unknown>>;
    avenirHost: { show(shown: Shown): Promise<void>; setTheme(theme: Theme): void; ask(message: string): Promise<'accept' | 'decline'>; calls: string[] };
  }
}

const DARK = { '--color-background-primary': '#1c1c1f', '--color-text-primary': '#f2f2f2', '--font-sans': 'DejaVu Sans, sans-serif' };
const LIGHT = { '--color-background-primary': '#ffffff', '--color-text-primary': '#1a1a1a', '--font-sans': 'DejaVu Sans, sans-serif' };
const context = (theme: Theme) => ({ theme, locale: 'en-GB', displayMode: 'inline' as const, styles: { variables: (theme === 'dark' ? DARK : LIGHT) as never } });

let bridge: AppBridge | undefined;

async function show(shown: Shown): Promise<void> {
  await bridge?.close();
  document.body.classList.toggle('dark', shown.theme === 'dark');
  const frame = document.createElement('iframe');
  frame.id = 'view';
  frame.title = `${shown.tool} view`;
  frame.setAttribute('sandbox', 'allow-scripts');
  document.getElementById('frame-slot')!.replaceChildren(frame);
  const current = new AppBridge(null, { name: 'avenir-test-host', version: '1.0.0' }, { serverTools: {}, openLinks: {} }, { hostContext: context(shown.theme) });
  bridge = current;
  current.oncalltool = async (params) => {
    window.avenirHost.calls.push(params.name);
    return (await window.hostCallTool({ name: params.name, arguments: params.arguments ?? {} })) as never;
  };
  current.onsizechange = ({ height }) => {
    if (height !== undefined) frame.style.height = `${height}px`;
  };
  const initialised = new Promise<void>((resolve) => (current.oninitialized = () => resolve()));
  // The window exists once the frame is in the document; it stays the same object across the srcdoc load.
  await current.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = shown.html;
  await initialised;
  await current.sendToolInput({ arguments: shown.args });
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
  calls: [],
  setTheme: (theme) => {
    document.body.classList.toggle('dark', theme === 'dark');
    bridge?.setHostContext(context(theme));
  },
};
