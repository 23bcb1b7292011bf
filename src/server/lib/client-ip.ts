import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The address of the TCP peer: the only address nobody but the network can choose. */
export function readSocketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return '127.0.0.1';
  }
}

/**
 * The caller's address. Each proxy appends the address it saw to X-Forwarded-For, so with
 * `trustedHops` proxies of ours in front the client is that many entries from the right; anything
 * further left was written by the client and is never believed. A chain shorter than promised
 * did not come through our proxies: the socket's address is used.
 */
export function readClientIp(c: Context, trustedHops: number): string {
  const socketIp = readSocketIp(c);
  if (trustedHops <= 0) return socketIp;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = chain.length >= trustedHops ? chain[chain.length - trustedHops]! : undefined;
  return candidate && isIP(candidate) ? candidate : socketIp;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
export const isLoopbackAddress = (ip: string) => LOOPBACK.test(ip);
