// Vite plugin, builds only: the browser gets each contract of src/shared/contracts as plain data, the
// `method` and `path` of every operation (all that callApi reads), without its zod schemas. A contract
// names its request schemas, so importing it loads zod (~25 kB gzip) into every page that calls the
// API, the Pitch Lab's recording flow included (issue 30). The server, the OpenAPI document and the
// types keep the contract as written (decision 018); dev serves it as written too.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { HttpMethod } from '../src/shared/contract.ts';

const CONTRACT = /\/src\/shared\/contracts\/[\w-]+\.ts$/;

type Route = { method: HttpMethod; path: string };

function isOperation(value: unknown): value is Route {
  const candidate = value as Partial<Route> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.method === 'string' && typeof candidate.path === 'string';
}

/** The module the browser gets for one contract file: each exported group of operations as `{ method, path }`. */
export async function browserContract(file: string) {
  const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [name, group] of Object.entries(exports)) {
    // Schemas and other values exported beside the operations stay server-side: a web import of one
    // fails the build (missing export) instead of bringing zod back.
    if (typeof group !== 'object' || group === null || !Object.values(group).every(isOperation)) continue;
    const routes = Object.fromEntries(Object.entries(group as Record<string, Route>).map(([key, { method, path }]) => [key, { method, path }]));
    lines.push(`export const ${name} = ${JSON.stringify(routes)};`);
  }
  return lines.join('\n') + '\n';
}

export function contractsPlugin(): Plugin {
  return {
    name: 'growth-tools:contracts',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.replaceAll('\\', '/').split('?')[0]!;
      if (!CONTRACT.test(file) || file.endsWith('.test.ts')) return null;
      return { code: await browserContract(file), moduleType: 'js' };
    },
  };
}
