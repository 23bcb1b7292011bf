import { APP_HYDRATED_EVENT, APP_READY_ATTRIBUTE } from './protocol.ts';

/**
 * Tells a prerendered page's boot script (boot-script.ts) that React now handles its forms; the
 * attribute on <html> says the same to anyone waiting for the app (tests, tools). Called by the
 * first page that mounts: a page sits in its own Suspense boundary, which React hydrates after the
 * root, so the root's own effects would fire while the page's inputs are not React's yet.
 */
export function markAppReady() {
  if (appIsReady()) return;
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
}

/** Whether the app has taken over the page (markAppReady has run). */
export function appIsReady() {
  return document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
}
