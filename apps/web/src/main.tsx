import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from './i18n';
import { App } from './app/app';
import { loadProfile } from './lib/session';

// The profile decides the session status and gates every signed-in screen: ask for it now,
// while the language and the route's code load, not after the first render.
loadProfile().catch(() => undefined);

// Render once the visitor's language is loaded, so no screen flashes untranslated keys.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
