import { isIPv4, isIPv6 } from 'node:net';
import { createHash } from 'node:crypto';

/**
 * The unit per-address counters count: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one customer line usually gets a whole /64, so counting single IPv6 addresses would
 * let anyone rotate through billions of them), an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as
 * the IPv4 address it carries. Anything that is not an address comes back trimmed and lowercased.
 */
export function addressBucket(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d (and the hex spelling ::ffff:0102:0304)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (embedded IPv4 tail allowed). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail: number[] = [];
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    // What precedes the IPv4 tail ends in ':' ('::ffff:') or is the '::' itself ('::1.2.3.4').
    text = text.slice(0, v4.index);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const width = 8 - tail.length;
  if (rest === undefined) {
    if (left.length !== width) return null;
    return [...left, ...tail];
  }
  const missing = width - left.length - right.length;
  if (missing < 0) return null;
  return [...left, ...Array<number>(missing).fill(0), ...right, ...tail];
}

/** The caller's address bucket hashed with `secret`: counters need equality, not addresses. */
export function hashAddress(ip: string, secret: string) {
  return createHash('sha256')
    .update(`${secret}:${addressBucket(ip)}`)
    .digest('hex')
    .slice(0, 32);
}
