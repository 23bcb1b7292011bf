// The names a prerendered page, its boot script, the app and the tests agree on. Spelled here only
// (boot-names.test.ts holds that): the build writes them, the server serves them, the browser reads them.
// Isomorphic: imported by the Vite plugin, the server, the bench and the e2e tests as well as the web.

/** On <html>: the page was prerendered at build time; its value says as whom. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Value of PRERENDERED_ATTRIBUTE on a signed-in shell (a public page carries the attribute empty). */
export const SIGNED_IN_SHELL = 'signed-in';

/** On the boot script: the modules it loads after the first paint, space-separated, dependencies first, the entry last. */
export const BOOT_MODULES_ATTRIBUTE = 'data-modules';
/** On the boot script: the page formats numbers as it renders, so ICU's data is loaded ahead. */
export const WARM_INTL_ATTRIBUTE = 'data-warm-intl';

/** On <html>, set once the app has taken over the page: what tests and tools wait for. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/** Dispatched on document at the same moment: the boot script then hands over what it held. */
export const APP_HYDRATED_EVENT = 'app:hydrated';
