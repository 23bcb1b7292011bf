/** Escapes text for HTML bodies and attributes (mail parts, the dev mailbox). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
