import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nReady, loadLanguage } from '../i18n';

// Tests switch languages synchronously: have both loaded before any test renders.
await i18nReady;
await Promise.all([loadLanguage('en'), loadLanguage('ru')]);

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
