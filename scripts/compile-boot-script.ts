// Builds src/web/boot/boot-script.ts into the classic script a prerendered page loads: one minified
// file with no imports (it runs before any of the app has arrived, and reads document.currentScript,
// which a module script does not have). Vite's own build, without the app's config or plugins.
import { build, type BuildEnvironmentOptions, type Rolldown } from 'vite';

export async function compileBootScript(entry: string, target: BuildEnvironmentOptions['target']): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      target,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  if (!('output' in result) && !Array.isArray(result)) throw new Error('boot script: the build was started in watch mode');
  const chunks = [result]
    .flat()
    .flatMap(({ output }) => output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`boot script: expected one chunk, got ${chunks.length}`);
  return chunks[0]!.code;
}
