import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 18 §4: TRACE and unknown methods answered 404 or a bare 400; a URL over 16 KB got a
// reset connection. Now 405 with Allow, and 414 read back in full by the client.

describe('methods and URL length', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** Sends raw bytes and answers all the server wrote before it closed. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.end(request);
    });

  /** A real HTTP request over the socket (the client writes all of it before reading). */
  const get = (path: string) =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
        })
        .on('error', reject);
    });

  it('answers TRACE and other methods the portal never serves with 405 and Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK'] as const) {
      for (const url of ['/api/v1/site/get-language', '/', '/api/v1/auth']) {
        const res = await t.app.inject({ method: method as 'GET', url });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.json()).toEqual({ success: false, message: 'method_not_allowed' });
        expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      }
    }
    // A served method on a path without it stays 404.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/site/get-language', headers: { origin: ORIGIN } })).statusCode).toBe(404);
  });

  it('answers a method Node does not know with 405 too', async () => {
    const answer = await raw('FOO /api/v1/site/get-language HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain('{"success":false,"message":"method_not_allowed"}');
  });

  it('answers a URL over 16 KB with 414, whole, over a real connection', async () => {
    for (const length of [16 * 1024 + 1, 40 * 1024]) {
      const path = `/api/v1/car-auction/listing?q=${'a'.repeat(length)}`;
      const res = await get(path);
      expect(res.status, String(length)).toBe(414);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: 'uri_too_long' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Just under the limit the request is read as usual.
    const under = await get(`/api/v1/site/get-language?q=${'a'.repeat(16 * 1024 - 40)}`);
    expect(under.status).toBe(200);
  });
});
