// A prerendered page's boot script: the one script in its HTML, deferred, so it runs once the page is
// parsed. Built on its own into a classic script (scripts/compile-boot-script.ts, at the end of
// `vite build`), not part of the app's module graph: it must run before any of the app has arrived.
// Its tag (boot-markup.ts) lists what it loads.
import { loadAppAfterFirstPaint } from './load-app-after-first-paint.ts';
import { BOOT_MODULES_ATTRIBUTE, WARM_INTL_ATTRIBUTE } from './protocol.ts';
import { holdInputUntilHydrated } from './hold-input-until-hydrated.ts';
import { warmIntl } from './warm-intl.ts';

// Only while the script first runs does the document say which script is running.
const tag = document.currentScript!;
const lang = document.documentElement.lang || 'en';
const shouldWarmIntl = tag.hasAttribute(WARM_INTL_ATTRIBUTE);

loadAppAfterFirstPaint(tag.getAttribute(BOOT_MODULES_ATTRIBUTE)!.split(' '), () => {
  if (shouldWarmIntl) setTimeout(() => warmIntl(lang), 0);
});
holdInputUntilHydrated();
