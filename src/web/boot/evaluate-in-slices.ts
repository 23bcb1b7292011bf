import { yieldToBrowser } from '../lib/platform/yield-to-browser.ts';
import { BOOT_MODULES_ATTRIBUTE } from './protocol.ts';

/**
 * Evaluates the prerendered page's own modules one task each, before hydration. Imported as one graph
 * (the route's `import()`), they were evaluated in one go: zod's schemas, the calculators' engines and
 * the catalogs made a task of 20–35 ms on a fast machine, four times that on a slow phone, which is
 * what Total Blocking Time counts. The boot script's tag lists them (dependencies first, the entry
 * last: scripts/vite-prerender.ts), so each import finds its imports evaluated.
 */
export async function evaluatePageModulesInSlices(): Promise<void> {
  const listed = document.querySelector(`script[${BOOT_MODULES_ATTRIBUTE}]`)?.getAttribute(BOOT_MODULES_ATTRIBUTE)?.split(' ') ?? [];
  // The last one is the entry, which is running.
  for (const href of listed.slice(0, -1)) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      // The route's own import loads it again (and reports a failure) when hydration starts.
      return;
    }
    await yieldToBrowser();
  }
}
