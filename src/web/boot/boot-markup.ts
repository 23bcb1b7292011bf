// The protocol as HTML text: what the build writes into a prerendered page, and what the bench and the
// e2e tests read back out of one. Isomorphic (strings only).
import { BOOT_MODULES_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SIGNED_IN_SHELL, WARM_INTL_ATTRIBUTE } from './protocol.ts';

/** The attribute that marks <html> as prerendered: empty on a public page, naming the shell on a signed-in one. */
export function prerenderedMark(signedIn: boolean): string {
  return signedIn ? `${PRERENDERED_ATTRIBUTE}="${SIGNED_IN_SHELL}"` : PRERENDERED_ATTRIBUTE;
}

/** The deferred boot script (src/web/boot/boot-script.ts, built) with what it is to load. */
export function bootScriptTag({ src, modules, warmIntl }: { src: string; modules: readonly string[]; warmIntl: boolean }): string {
  return `<script defer src="${src}" ${BOOT_MODULES_ATTRIBUTE}="${modules.join(' ')}"${warmIntl ? ` ${WARM_INTL_ATTRIBUTE}` : ''}></script>`;
}

const MODULES_IN_HTML = new RegExp(`${BOOT_MODULES_ATTRIBUTE}="([^"]+)"`);
const WARM_INTL_IN_HTML = new RegExp(`<script[^>]*${WARM_INTL_ATTRIBUTE}`);

/** The modules a prerendered page loads after its first paint, in order, the entry last (none for index.html). */
export function bootModulesIn(html: string): string[] {
  return MODULES_IN_HTML.exec(html)?.[1]?.split(' ') ?? [];
}

/** Whether a prerendered page has ICU's data loaded ahead of the app. */
export function warmsIntlIn(html: string): boolean {
  return WARM_INTL_IN_HTML.test(html);
}
