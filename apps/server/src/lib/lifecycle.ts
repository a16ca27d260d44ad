/**
 * Where this instance is in its life, for the readiness check (modules/health) and the graceful
 * shutdown (server/shutdown.ts). Once stopping, the instance is never ready again: a load
 * balancer sends it nothing new while it finishes what it has (docs/decisions/021).
 */
export class Lifecycle {
  private stoppingNow = false;

  get stopping(): boolean {
    return this.stoppingNow;
  }

  /** The shutdown began (SIGTERM, SIGINT): readiness answers 503 from now on. Answers false if it had already begun. */
  beginStopping(): boolean {
    if (this.stoppingNow) return false;
    this.stoppingNow = true;
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}
