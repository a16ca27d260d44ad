import { describe, expect, it } from 'vitest';
import { publicMessage } from './job-runner.js';

describe('what health shows of a job failure', () => {
  it('keeps a plain message and drops the SQL and values of a failed query', () => {
    expect(publicMessage(new Error('feed unreachable'))).toBe('feed unreachable');
    const query = new Error('Failed query: UPDATE users SET email = $1\\nparams: someone@example.com', {
      cause: new Error('duplicate key value violates unique constraint "users_email_key"'),
    });
    expect(publicMessage(query)).toBe('query failed: duplicate key value violates unique constraint "users_email_key"');
    expect(publicMessage('thrown text')).toBe('thrown text');
  });
});
