import type { FastifyInstance } from 'fastify';

/**
 * Says once, in the log, when requests carry X-Forwarded-For from an address TRUST_PROXY does not
 * name: the portal is most likely behind a proxy nobody listed, so every client counts as the
 * proxy's one address, and the login and sign-up limits of one client fall on all of them
 * (issue 18 §4). The header is still ignored, as it must be (a client cannot choose its IP).
 */
export function registerForwardedWarning(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    const socketAddress = request.raw.socket.remoteAddress;
    // Believed (the socket is a trusted proxy): request.ip is the forwarded client, not the socket.
    if (request.ip !== socketAddress) return;
    // The client on the proxy's own address (a proxy tried on one machine): believed or not, the
    // header names the socket's address, so nothing tells an unlisted proxy apart.
    if (String(request.headers['x-forwarded-for']).split(',').at(-1)?.trim() === socketAddress) return;
    warned = true;
    request.log.warn(
      { from: socketAddress, trustProxy: app.deps.config.trustProxy },
      'X-Forwarded-For ignored from an address not in TRUST_PROXY: behind a proxy, list it in TRUST_PROXY so limits count each client (README, "Behind a reverse proxy")',
    );
  });
}
