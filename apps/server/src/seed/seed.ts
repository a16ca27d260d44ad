import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/** Fills an empty database with the deterministic demo data (DESIGN.md §4). */
export async function seedIfEmpty(_database: Database, _config: Config, log: FastifyBaseLogger) {
  log.info('demo data generator not wired yet');
}
