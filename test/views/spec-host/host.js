// The spec host's page script: the host side of MCP Apps (SEP-1865, 2026-01-26) written by hand from the
// specification text: JSON-RPC 2.0 over window.postMessage with a view loaded from another origin in an
// iframe sandboxed to allow-scripts only. Nothing here comes from @modelcontextprotocol/ext-apps.
// Plain browser JavaScript, served as is from the host origin (no build step).

(() => {
  const PROTOCOL_VERSIONS = ['2026-01-26'];
  const HOST_INFO = { name: 'spec-host', version: '0.0.1' };
  const PAIRS = {
    '--color-background-primary': ['#fafaf9', '#151518'],
    '--color-background-secondary': ['#efedea', '#24242a'],
    '--color-text-primary': ['#1c1917', '#ecebe9'],
    '--color-text-secondary': ['#4f4a45', '#b4b0aa'],
    '--color-text-danger': ['#a61b1b', '#ff8a8a'],
    '--color-text-success': ['#13622f', '#5fe08d'],
    '--color-border-primary': ['#cfcac4', '#47474f'],
    '--color-ring-primary': ['#1d4ed8', '#7aa7ff'],
  };
  // The spec recommends light-dark() values: one set of variables for both themes, color-scheme picks.
  const variables = () => ({
    ...Object.fromEntries(Object.entries(PAIRS).map(([k, [l, d]]) => [k, `light-dark(${l}, ${d})`])),
    '--font-sans': 'DejaVu Sans, sans-serif',
    '--font-text-md-size': '14px',
    '--border-radius-md': '6px',
  });

  /** State of the view shown now. */
  let cur = null;
  const state = {
    log: [], // every message in and out: { dir: 'in' | 'out', msg }
    sizes: [], // ui/notifications/size-changed params, with the display mode at the time
    displayModeRequests: [],
    calls: [], // tools/call names forwarded
    initialized: false,
    initializeParams: null,
    errors: [],
  };

  const send = (msg) => {
    if (!cur) return;
    state.log.push({ dir: 'out', msg });
    // The frame's origin is opaque (sandbox without allow-same-origin): '*' is the only target that reaches it;
    // the messages carry nothing the view may not see.
    cur.frame.contentWindow.postMessage(msg, '*');
  };
  const respond = (id, result) => send({ jsonrpc: '2.0', id, result });
  const fail = (id, code, message) => send({ jsonrpc: '2.0', id, error: { code, message } });
  const notify = (method, params) => send({ jsonrpc: '2.0', method, params });
  let nextId = 1;
  const pending = new Map();
  const request = (method, params, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const id = `host-${nextId++}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`timeout: no answer to ${method}`));
      }, timeoutMs);
      pending.set(id, { resolve: (v) => (clearTimeout(timer), resolve(v)), reject: (e) => (clearTimeout(timer), reject(e)) });
      send({ jsonrpc: '2.0', id, method, params });
    });

  const context = () => ({
    toolInfo: { tool: cur.toolDef },
    theme: cur.theme,
    styles: { variables: variables() },
    displayMode: cur.displayMode,
    availableDisplayModes: cur.modes,
    containerDimensions:
      cur.displayMode === 'inline' ? { width: cur.width, maxHeight: 500 } : { width: window.innerWidth, height: window.innerHeight },
    locale: 'en-GB',
    timeZone: 'Europe/Paris',
    userAgent: 'spec-host/0.0.1',
    platform: 'web',
    deviceCapabilities: { touch: false, hover: true },
  });

  async function callServerTool(params) {
    const res = await fetch('/call', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: params.name, arguments: params.arguments ?? {} }),
    });
    const answer = await res.json();
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  }

  async function onRequest(msg) {
    const { id, method, params } = msg;
    switch (method) {
      case 'ui/initialize': {
        state.initializeParams = params;
        const asked = params?.protocolVersion;
        const version = PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0];
        return respond(id, {
          protocolVersion: version,
          hostInfo: HOST_INFO,
          hostCapabilities: { serverTools: {}, logging: {}, sandbox: { csp: cur.csp ?? {} } },
          hostContext: context(),
        });
      }
      case 'tools/call': {
        state.calls.push(params.name);
        try {
          return respond(id, await callServerTool(params));
        } catch (e) {
          return fail(id, e.code ?? -32603, e.message);
        }
      }
      case 'ui/request-display-mode': {
        state.displayModeRequests.push(params);
        const wanted = params?.mode;
        if (cur.modes.includes(wanted)) {
          cur.displayMode = wanted;
          cur.frame.classList.toggle('fullscreen', wanted === 'fullscreen');
          if (wanted === 'inline' && cur.lastHeight) cur.frame.style.height = `${cur.lastHeight}px`;
          respond(id, { mode: wanted });
          notify('ui/notifications/host-context-changed', {
            displayMode: cur.displayMode,
            containerDimensions: context().containerDimensions,
          });
          return;
        }
        return respond(id, { mode: cur.displayMode });
      }
      case 'ping':
        return respond(id, {});
      default:
        return fail(id, -32601, `Method not found: ${method}`);
    }
  }

  function onNotification(msg) {
    const { method, params } = msg;
    if (method === 'ui/notifications/initialized') {
      if (state.initialized) return;
      state.initialized = true;
      // The spec: tool input, then the tool's result, once the view said it is ready.
      notify('ui/notifications/tool-input', { arguments: cur.args });
      notify('ui/notifications/tool-result', cur.result);
    } else if (method === 'ui/notifications/size-changed') {
      state.sizes.push({ ...params, displayMode: cur.displayMode });
      if (typeof params.height === 'number') {
        cur.lastHeight = params.height;
        if (cur.displayMode === 'inline') cur.frame.style.height = `${params.height}px`;
      }
    }
  }

  window.addEventListener('message', (event) => {
    // Only the frame this host made speaks to it; its origin is 'null' (opaque), so the check is on the source.
    if (!cur || event.source !== cur.frame.contentWindow) return;
    const msg = event.data;
    if (msg?.jsonrpc !== '2.0') return;
    state.log.push({ dir: 'in', msg });
    if (typeof msg.method === 'string' && msg.id !== undefined) void onRequest(msg);
    else if (typeof msg.method === 'string') onNotification(msg);
    else if (msg.id !== undefined && pending.has(msg.id)) {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) p.reject(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
      else p.resolve(msg.result);
    }
  });

  function applyTheme(theme) {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }

  window.specHost = {
    state,
    /** Embeds a view: { url, toolDef, args, result, theme, width, modes, csp }. */
    show(shown) {
      state.log = [];
      state.sizes = [];
      state.displayModeRequests = [];
      state.calls = [];
      state.initialized = false;
      state.initializeParams = null;
      applyTheme(shown.theme);
      const frame = document.createElement('iframe');
      frame.id = 'view';
      frame.title = `${shown.toolDef.name} view`;
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.style.width = `${shown.width}px`;
      cur = { ...shown, frame, displayMode: 'inline', lastHeight: 0 };
      document.getElementById('slot').replaceChildren(frame);
      frame.src = shown.url;
    },
    setTheme(theme) {
      cur.theme = theme;
      applyTheme(theme);
      notify('ui/notifications/host-context-changed', { theme, styles: { variables: variables() } });
    },
    /** ui/resource-teardown: 'answered', or what went wrong. */
    async teardown() {
      try {
        const result = await request('ui/resource-teardown', {});
        return result && typeof result === 'object' ? 'answered' : `odd result ${JSON.stringify(result)}`;
      } catch (e) {
        return e.message;
      }
    },
    remove() {
      document.getElementById('slot').replaceChildren();
      cur = null;
    },
  };
})();
