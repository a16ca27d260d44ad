import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './request-language.js';

describe('acceptedLanguage', () => {
  it('takes the best-rated language the portal speaks', () => {
    expect(acceptedLanguage('ru')).toBe('ru');
    expect(acceptedLanguage('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(acceptedLanguage('en-GB;q=0.9, ru;q=0.5')).toBe('en');
    expect(acceptedLanguage('de-DE, ru;q=0.3, en;q=0.7')).toBe('en');
    expect(acceptedLanguage('RU')).toBe('ru');
  });

  it('answers null for none, unknown or refused languages', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('fr, de;q=0.5')).toBeNull();
    expect(acceptedLanguage('ru;q=0')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
  });
});
