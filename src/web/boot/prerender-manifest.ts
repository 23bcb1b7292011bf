// dist/web/prerender/manifest.json: written by the build (scripts/vite-prerender.ts), read by the server
// (src/server/lib/prerendered-pages.ts). One type for both, and a check on the way in, so a build of
// another shape fails loudly instead of serving the wrong page. Isomorphic.
import { z } from 'zod';

/** Request path → file under dist/web. */
const pathFiles = z.record(z.string(), z.string());

const prerenderManifestSchema = z.object({
  /** Language → the public pages, for requests without a session cookie. */
  pages: z.record(z.string(), pathFiles),
  /** Language → the signed-in shells (a page's frame while the profile loads), for requests with one. */
  signedIn: z.record(z.string(), pathFiles),
  /** Language → the 404 page, for paths no client route matches. */
  notFound: z.record(z.string(), z.string()),
  /** Every path pattern of the client router (`:param` segments). */
  clientRoutes: z.array(z.string()),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** The file under dist/web/ the manifest is written to. */
export const PRERENDER_MANIFEST_FILE = 'prerender/manifest.json';

/** The manifest file's text, checked; throws naming what is wrong. */
export function parsePrerenderManifest(text: string): PrerenderManifest {
  const parsed = prerenderManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${PRERENDER_MANIFEST_FILE} does not match this version of the server: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
