import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, for one test file's app; `drop`
 * removes it (connections still open are ended).
 */
export async function createTemporaryDatabase(prefix: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
