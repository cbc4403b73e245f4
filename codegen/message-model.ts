// The messages of a tool's answers (manifest `messages`) as codegen models and checks them: what a write that
// applied says, and any other status sentence. A message's placeholders are values, or parts it declares — a
// text put in or left out, one text of several, a list of texts joined — so that a handler gives values and
// picks parts, and never words a sentence itself.
import type { ToolManifest } from './manifest-schema.ts';
import { camel, placeholders } from './names.ts';

/** A text of a message or of one of its parts: its name (the part's, the alternative's, the item's) and values. */
export interface MessageText {
  name: string;
  text: string;
  placeholders: string[];
}

export type MessagePartModel =
  /** Put in (with its values) or left out. */
  | { kind: 'optional'; name: string; text: MessageText }
  /** One of the alternatives, named by the handler. */
  | { kind: 'one_of'; name: string; alternatives: MessageText[] }
  /** The items given, in declared order, joined; `some` around them ({items}), `none` when none is given. */
  | { kind: 'list'; name: string; items: MessageText[]; join: string; some: string; none: string };

export interface MessageModel {
  name: string;
  builderName: string;
  message: string;
  /** The message's placeholders filled with a value (its parts' names excluded). */
  values: string[];
  parts: MessagePartModel[];
}

/** The discriminant naming the alternative of a `one_of` part: no placeholder of an alternative takes its name. */
export const CHOICE_KEY = 'is';
/** Where a `list` part's `some` text puts the items given. */
export const ITEMS_KEY = 'items';
/** The placeholder a write's message fills with the operation's journal id (null when nothing is journaled). */
export const OPERATION_ID = 'operation_id';

interface ProblemSink {
  add(field: string, problem: string, fix: string): void;
}

const textOf = (name: string, text: string): MessageText => ({ name, text, placeholders: placeholders(text) });

type PartEntry = Exclude<NonNullable<ToolManifest['messages']>[string], string>['parts'][string];

function partModel(name: string, entry: PartEntry, at: string, p: ProblemSink): MessagePartModel {
  if (typeof entry === 'string') return { kind: 'optional', name, text: textOf(name, entry) };
  if ('one_of' in entry) {
    const alternatives = Object.entries(entry.one_of).map(([alt, text]) => textOf(alt, text));
    for (const a of alternatives.filter((x) => x.placeholders.includes(CHOICE_KEY))) {
      p.add(
        `${at}.one_of.${a.name}`,
        `{${CHOICE_KEY}} names the alternative itself, not a placeholder`,
        'give the placeholder another name',
      );
    }
    return { kind: 'one_of', name, alternatives };
  }
  const some = entry.some ?? `{${ITEMS_KEY}}`;
  const none = entry.none ?? '';
  if (placeholders(some).join() !== ITEMS_KEY)
    p.add(
      `${at}.some`,
      `holds ${
        placeholders(some)
          .map((x) => `{${x}}`)
          .join(', ') || 'no placeholder'
      }, not {${ITEMS_KEY}} alone`,
      `write {${ITEMS_KEY}} where the items go, and no other placeholder`,
    );
  if (placeholders(none).length > 0) p.add(`${at}.none`, 'holds placeholders, and no item is given to fill them', 'write a plain text');
  return { kind: 'list', name, items: Object.entries(entry.items).map(([item, text]) => textOf(item, text)), join: entry.join, some, none };
}

/** The texts of a part that hold values. */
const partTexts = (part: MessagePartModel): MessageText[] =>
  part.kind === 'optional' ? [part.text] : part.kind === 'one_of' ? part.alternatives : part.items;

/** Every value a message may fill, its parts' included. */
export const allValues = (m: MessageModel): string[] =>
  [...new Set([...m.values, ...m.parts.flatMap((part) => partTexts(part).flatMap((t) => t.placeholders))])].sort();

/**
 * The tool's messages, checked: each part is used by its message, and holds values only (one level, so the
 * builders' types stay flat); {operation_id} only where a journal kind gives one.
 */
export function messageModels(declared: ToolManifest['messages'], journaled: boolean, p: ProblemSink): MessageModel[] {
  return Object.entries(declared ?? {}).map(([name, entry]) => {
    const message = typeof entry === 'string' ? entry : entry.message;
    const at = `messages.${name}`;
    const parts = Object.entries(typeof entry === 'string' ? {} : entry.parts).map(([part, e]) =>
      partModel(part, e, `${at}.parts.${part}`, p),
    );
    const used = placeholders(message);
    const partNames = parts.map((part) => part.name);
    for (const part of parts) {
      if (!used.includes(part.name))
        p.add(
          `${at}.parts.${part.name}`,
          'is not a placeholder of the message',
          `put {${part.name}} where it goes in \`message\`, or remove the part`,
        );
      for (const t of partTexts(part).filter((x) => x.placeholders.some((y) => partNames.includes(y)))) {
        p.add(
          `${at}.parts.${part.name}`,
          `${t.name === part.name ? 'its text' : t.name} holds another part`,
          'give a part values only: declare the combinations as parts of the message itself, or as messages of their own',
        );
      }
    }
    const model = { name, builderName: camel(name), message, values: used.filter((x) => !partNames.includes(x)), parts };
    if (!journaled && allValues(model).includes(OPERATION_ID)) {
      p.add(
        at,
        `{${OPERATION_ID}} is never given: the tool journals nothing`,
        `declare the journal kind under \`undo\`, or leave {${OPERATION_ID}} out`,
      );
    }
    return model;
  });
}
