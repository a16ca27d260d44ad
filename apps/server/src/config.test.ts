import { describe, expect, it } from 'vitest';
import { loadConfig, warnAboutPublicUrl } from './config.js';

// Issue 18 §3: with PUBLIC_URL unset e-mail links use localhost; the start-up says so.
describe('PUBLIC_URL start-up warning', () => {
  const warnings = (env: NodeJS.ProcessEnv) => {
    const logged: Array<{ obj: object; msg: string }> = [];
    warnAboutPublicUrl(loadConfig(env), { warn: (obj, msg) => logged.push({ obj, msg }) });
    return logged;
  };

  it('warns with the address e-mail links will use when PUBLIC_URL is unset', () => {
    const logged = warnings({ PORT: '8123' });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toContain('PUBLIC_URL');
    expect(logged[0]?.msg).toContain('http://localhost:8123');
    expect(logged[0]?.obj).toEqual({ publicUrl: 'http://localhost:8123' });
    expect(warnings({ PUBLIC_URL: '' })).toHaveLength(1);
  });

  it('says nothing when PUBLIC_URL is set', () => {
    expect(warnings({ PUBLIC_URL: 'https://portal.example/' })).toEqual([]);
  });
});
