import { z } from 'zod';
import { currentToolId, TOOL_IDS, type ToolId } from './tools.ts';

// The one place the API accepts a tool's old id (tool-1…tool-4) for its slug, until clients and
// bookmarks have moved on (docs/decisions/024). Answers and OpenAPI name only the slugs: in OpenAPI's
// input view zod shows the enum after a preprocess, and the input type stays the slugs.

/** A tool id among `ids` (all tools by default), an old id read as its slug. */
export function toolIdSchema<const Ids extends readonly [ToolId, ...ToolId[]]>(ids: Ids, params?: { error?: string }) {
  return z.preprocess((value: Ids[number]) => currentToolId(value), z.enum(ids, params));
}

export const anyToolIdSchema = toolIdSchema(TOOL_IDS);
