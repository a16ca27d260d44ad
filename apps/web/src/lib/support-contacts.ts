import { useEffect } from 'react';
import { siteConfigResponse, type SiteConfig } from '@jauc/contract';
import { apiRequest } from './api-client';
import { createStore } from './store';

// The provider's support contacts and public-site links (side menu, header, restricted-account
// notices, bid panel). They are the server's configuration (GET /site/config), never built in.
const siteConfigStore = createStore<SiteConfig | null>(null);

let loading: Promise<void> | null = null;
function loadSiteConfig() {
  loading ??= apiRequest(siteConfigResponse, '/site/config', { noRefresh: true }).then(
    (config) => siteConfigStore.set(config),
    () => {
      // Left empty: the links stay hidden, and the next screen that needs them asks again.
      loading = null;
    },
  );
}

/** The site configuration, loaded once on first use; null until it arrives. */
export function useSiteConfig(): SiteConfig | null {
  const config = siteConfigStore.use((s) => s);
  useEffect(() => {
    if (!config) loadSiteConfig();
  }, [config]);
  return config;
}

/** Sets the configuration without asking the server (tests). */
export const setSiteConfig = (config: SiteConfig | null) => siteConfigStore.set(config);
