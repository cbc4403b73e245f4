// The fixed wording of generated docs pages, per language (seed 004 gives the Spanish labels).
// Tool descriptions, parameters and messages stay English in every language: agents read them so.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Labels {
  generated: string;
  generatedNote: string;
  whatItDoes: string;
  behaviour: string;
  kind: string;
  kindRead: string;
  kindWrite: string;
  confirmation: string;
  confirmationConfirmed: string;
  confirmationImmediate: string;
  undo: string;
  undoYes: string;
  undoPartial: string;
  destructive: string;
  idempotent: string;
  requests: string;
  requestsValue: (n: number) => string;
  yes: string;
  no: string;
  parameters: string;
  noParameters: string;
  name: string;
  type: string;
  required: string;
  default: string;
  description: string;
  returns: string;
  field: string;
  example: string;
  arguments: string;
  answer: string;
  errors: string;
  ynabErrors: string;
  seeAlso: string;
  view: string;
  viewIntro: (title: string, uri: string) => string;
  viewCalls: string;
  viewLight: string;
  viewDark: string;
  indexTitle: string;
  indexIntro: (read: number, write: number) => string;
  toolsetsIntro: string;
  toolset: (name: string) => string;
  read: string;
  write: string;
  tool: string;
  title: string;
  summary: string;
  errorsTitle: string;
  errorsIntro: string;
  resources: string;
  resourcesIntro: string;
  uri: string;
  mimeType: string;
  content: string;
  guideContent: string;
  prompts: string;
  promptsIntro: string;
  prompt: string;
  promptArguments: string;
  purpose: string;
  optional: string;
}

export const LABELS: Record<Language, Labels> = {
  en: {
    generated: 'Generated',
    generatedNote:
      'Generated from the code with npm run codegen; a test fails if it stops matching. Descriptions come from the code and stay in English: it is the language agents read them in.',
    whatItDoes: 'What it does',
    behaviour: 'Behaviour',
    kind: 'Kind',
    kindRead: 'read-only',
    kindWrite: 'write — hidden unless AVENIR_MCP_WRITE=1',
    confirmation: 'Confirmation',
    confirmationConfirmed: 'yes: preview, then applied after the user agrees',
    confirmationImmediate: 'no: applied at once',
    undo: 'Undo',
    undoYes: 'yes, with undo_operation',
    undoPartial: 'yes, with undo_operation, except',
    destructive: 'Destructive',
    idempotent: 'Idempotent',
    requests: 'YNAB requests',
    requestsValue: (n) => `${n} for the example below, with an empty cache`,
    yes: 'yes',
    no: 'no',
    parameters: 'Parameters',
    noParameters: 'None.',
    name: 'Name',
    type: 'Type',
    required: 'Required',
    default: 'Default',
    description: 'Description',
    returns: 'Returns',
    field: 'Field',
    example: 'Example',
    arguments: 'Arguments:',
    answer: 'Answer on the demo plan:',
    errors: 'Errors',
    ynabErrors: "YNAB's own errors arrive as Error calling tool '<tool>': YNAB <status>: <detail>.",
    seeAlso: 'See also',
    view: 'View',
    viewIntro: (title, uri) =>
      `In clients that render MCP Apps, the answer is also shown as the **${title}** view (\`${uri}\`). The text and structured answer are the same with or without it; [Views](../guides/views.md) lists the clients known to render views.`,
    viewCalls: 'It calls, through the client:',
    viewLight: 'Light theme',
    viewDark: 'Dark theme',
    indexTitle: 'Tools',
    indexIntro: (r, w) =>
      `avenir-mcp has ${r + w} tools: ${r} read tools and ${w} write tools. Write tools are hidden unless AVENIR_MCP_WRITE=1.`,
    toolsetsIntro:
      'The tools come in toolsets, below: [AVENIR_MCP_TOOLSETS](../configuration.md) lists the tools of the chosen toolsets only (every toolset by default).',
    toolset: (name) => `Toolset \`${name}\``,
    read: 'read',
    write: 'write',
    tool: 'Tool',
    title: 'Title',
    summary: 'Summary',
    errorsTitle: 'Error messages',
    errorsIntro: 'Every message a tool can answer with, by tool, as declared in its manifest.',
    resources: 'Resources',
    resourcesIntro:
      'Read-only data a client can attach to the conversation, read through the same YNAB client as the tools. URIs with {plan_id} are templates; plan_id may be last-used.',
    uri: 'URI',
    mimeType: 'MIME type',
    content: 'Content',
    guideContent:
      'The usage guide, also sent as the server’s instructions: words, safety, undo, workflows, the YNAB method, what YNAB’s API cannot do. It names only the tools this server shows.',
    prompts: 'Prompts',
    promptsIntro:
      'Ready-made requests a client can offer the user (for example as slash commands). Each returns numbered steps naming only the tools this server shows; its arguments are checked before any text is built.',
    prompt: 'Prompt',
    promptArguments: 'Arguments',
    purpose: 'Purpose',
    optional: 'optional',
  },
  es: {
    generated: 'Generado',
    generatedNote:
      'Generado desde el código con npm run codegen; una prueba falla si deja de coincidir. Las descripciones vienen del código y se mantienen en inglés: es el idioma en que las leen los agentes.',
    whatItDoes: 'Qué hace',
    behaviour: 'Comportamiento',
    kind: 'Tipo',
    kindRead: 'solo lectura',
    kindWrite: 'escritura — oculta sin AVENIR_MCP_WRITE=1',
    confirmation: 'Confirmación',
    confirmationConfirmed: 'sí: vista previa y aplicación tras el acuerdo del usuario',
    confirmationImmediate: 'no: se aplica de inmediato',
    undo: 'Deshacer',
    undoYes: 'sí, con undo_operation',
    undoPartial: 'sí, con undo_operation, salvo',
    destructive: 'Destructiva',
    idempotent: 'Idempotente',
    requests: 'Peticiones a YNAB',
    requestsValue: (n) => `${n} para el ejemplo de abajo, con la caché vacía`,
    yes: 'sí',
    no: 'no',
    parameters: 'Parámetros',
    noParameters: 'Ninguno.',
    name: 'Nombre',
    type: 'Tipo',
    required: 'Obligatorio',
    default: 'Por defecto',
    description: 'Descripción',
    returns: 'Devuelve',
    field: 'Campo',
    example: 'Ejemplo',
    arguments: 'Argumentos:',
    answer: 'Respuesta sobre el presupuesto de demostración:',
    errors: 'Errores',
    ynabErrors: "Los errores propios de YNAB llegan como Error calling tool '<tool>': YNAB <status>: <detail>.",
    seeAlso: 'Ver también',
    view: 'Vista',
    viewIntro: (title, uri) =>
      `En los clientes que muestran MCP Apps, la respuesta se muestra también como la vista **${title}** (\`${uri}\`). La respuesta en texto y la estructurada son las mismas con o sin ella; [Vistas](../guides/views.md) enumera los clientes que se sabe que muestran vistas.`,
    viewCalls: 'Llama, a través del cliente:',
    viewLight: 'Tema claro',
    viewDark: 'Tema oscuro',
    indexTitle: 'Herramientas',
    indexIntro: (r, w) =>
      `avenir-mcp tiene ${r + w} herramientas: ${r} herramientas de lectura y ${w} de escritura. Las de escritura están ocultas sin AVENIR_MCP_WRITE=1.`,
    toolsetsIntro:
      'Las herramientas se reparten en grupos (toolsets), abajo: [AVENIR_MCP_TOOLSETS](../configuration.md) lista solo las herramientas de los grupos elegidos (todos por defecto).',
    toolset: (name) => `Grupo \`${name}\``,
    read: 'lectura',
    write: 'escritura',
    tool: 'Herramienta',
    title: 'Título',
    summary: 'Resumen',
    errorsTitle: 'Mensajes de error',
    errorsIntro: 'Cada mensaje con el que una herramienta puede responder, por herramienta, tal como lo declara su manifiesto.',
    resources: 'Recursos',
    resourcesIntro:
      'Datos de solo lectura que un cliente puede adjuntar a la conversación, leídos con el mismo cliente de YNAB que las herramientas. Las URI con {plan_id} son plantillas; plan_id puede ser last-used.',
    uri: 'URI',
    mimeType: 'Tipo MIME',
    guideContent:
      'La guía de uso, enviada también como instrucciones del servidor: vocabulario, seguridad, deshacer, flujos de trabajo, el método YNAB y lo que la API de YNAB no puede hacer. Solo nombra las herramientas que este servidor muestra.',
    prompts: 'Prompts',
    promptsIntro:
      'Peticiones preparadas que un cliente puede ofrecer al usuario (por ejemplo como comandos con barra). Cada una devuelve pasos numerados que solo nombran las herramientas que este servidor muestra; sus argumentos se comprueban antes de construir el texto.',
    prompt: 'Prompt',
    promptArguments: 'Argumentos',
    purpose: 'Propósito',
    optional: 'opcional',
    content: 'Contenido',
  },
};
