// The one place an answer becomes an MCP result: structuredContent, and the same JSON as the text block the
// spec asks for (clients that read only text get the whole answer). The spec's roadmap is redesigning how
// content and structuredContent relate; a change there is a change here only. Answers are sized for the
// strictest client (issue #28: at most 24,000 characters by default on the heavy plan, 100,000 with any
// arguments), which test/robustness/answer-size.test.ts measures.
import type { CallToolResult } from '@modelcontextprotocol/server';

export function shapeAnswer(answer: Record<string, unknown>, meta: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer, _meta: meta };
}
