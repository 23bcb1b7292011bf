import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { FlutterwaveDouble, paymentBody, refundBody, type FlutterwaveDoubleOptions } from './flutterwave-double.ts';

/** Flutterwave v3's wire format for the three calls our client makes, Bearer key first; mount it at `…/v3`. */
export function flutterwaveDoubleApi(double: FlutterwaveDouble) {
  const api = new Hono();
  api.use('*', async (c, next) => {
    if (!double.keyMatches(c.req.header('authorization'))) return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    await next();
  });
  api.post('/payments', async (c) => {
    const parsed = paymentBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: 'error', message: parsed.error.issues[0]?.message ?? 'Invalid request', data: null }, 400);
    const { link } = double.createPayment(parsed.data);
    return c.json({ status: 'success', message: 'Hosted Link', data: { link } });
  });
  api.get('/transactions/:id/verify', (c) => {
    const transaction = double.findById(Number(c.req.param('id')));
    if (!transaction) return c.json({ status: 'error', message: 'No transaction was found for this id', data: null }, 400);
    return c.json({ status: 'success', message: 'Transaction fetched successfully', data: double.verified(transaction) });
  });
  api.post('/transactions/:id/refund', async (c) => {
    const body = refundBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    const refund = body.success ? double.refund(Number(c.req.param('id')), body.data.amount) : null;
    if (!refund) return c.json({ status: 'error', message: 'Transaction cannot be refunded', data: null }, 400);
    return c.json({ status: 'success', message: 'Transaction refund initiated', data: refund });
  });
  return api;
}

/** The double's API alone on a loopback port (tests point FLUTTERWAVE_API_BASE at `url`). */
export async function serveFlutterwaveDouble(options: FlutterwaveDoubleOptions) {
  const double = new FlutterwaveDouble(options);
  const root = new Hono().route('/v3', flutterwaveDoubleApi(double));
  const server = createServer(getRequestListener(root.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  return { double, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
