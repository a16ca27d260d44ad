import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/** The longest URL answered: beyond it 414 (issue 18 §4). No route of the portal comes near. */
export const MAX_URL_LENGTH = 16 * 1024;
/**
 * Node's limit on the request line plus headers, above MAX_URL_LENGTH so that a long URL is read
 * whole and refused with a 414, instead of tripping the parser at 16 KB, which answered 431 and
 * destroyed the socket while the client was still sending (a reset connection to the client).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/** The methods the portal serves; any other (TRACE, PROPFIND, ...) answers 405. */
const SERVED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = SERVED.join(', ');

export function isServedMethod(method: string): boolean {
  return SERVED.includes(method);
}

/** 414 for a URL over MAX_URL_LENGTH, before any other work on the request. */
export function checkUrlLength(request: FastifyRequest) {
  if (request.url.length > MAX_URL_LENGTH) throw new AppError(414, 'uri_too_long');
}

/** 405 with `Allow` for a method the portal never serves (called from the not-found handler). */
export function methodNotAllowed(request: FastifyRequest, reply: FastifyReply): boolean {
  if (isServedMethod(request.method)) return false;
  void reply.status(405).header('allow', ALLOW).send({ success: false, message: 'method_not_allowed' });
  return true;
}

const STATUS_OF: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'invalid_input'],
  HPE_HEADER_OVERFLOW: [431, 'invalid_input'],
  // A method Node's parser does not know at all ("FOO / HTTP/1.1").
  HPE_INVALID_METHOD: [405, 'method_not_allowed'],
};

/**
 * Requests Node cannot parse never reach Fastify: answered here as Fastify's default handler does
 * (then the socket is closed), in the portal's `{ success, message }` form, with 405 for an
 * unknown method.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = STATUS_OF[err.code ?? ''] ?? [400, 'invalid_input'];
  const body = JSON.stringify({ success: false, message });
  const allow = status === 405 ? `Allow: ${ALLOW}\r\n` : '';
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${allow}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
