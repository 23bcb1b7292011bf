// What the page the browser has says about itself: prerendered at build time or not, and as whom.
import { PRERENDERED_ATTRIBUTE, SIGNED_IN_SHELL } from './protocol.ts';

/** Whether this page came prerendered (public page or signed-in shell) rather than as the empty app shell. */
export function isPrerendered(): boolean {
  return document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE);
}

/** Whether this page is a signed-in shell: rendered while the profile loads, which is where hydration starts too. */
export function isSignedInShell(): boolean {
  return document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE) === SIGNED_IN_SHELL;
}
