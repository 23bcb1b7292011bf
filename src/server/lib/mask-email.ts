/** a***@example.com: enough to follow one mailbox across log lines (the domain stays), not a list of customers. */
export function maskEmailForLog(email: string) {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

const ADDRESS = /[^\s<>()[\]{},;:"'@]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** `text` (an SMTP server's answer, say) with every e-mail address in it masked as maskEmailForLog does. */
export function maskEmailsInText(text: string) {
  return text.replace(ADDRESS, (address) => maskEmailForLog(address));
}
