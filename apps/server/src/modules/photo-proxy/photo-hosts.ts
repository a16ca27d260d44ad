/**
 * The hosts the photo proxy may fetch from (PHOTO_HOSTS, decision 020): `*.ajes.com` is any
 * subdomain of ajes.com (not ajes.com itself), `avto.jp` that host alone, and a pattern with a
 * port (`127.0.0.1:8123`, the tests' stand-in) that host and port only. A pattern without a port
 * allows the scheme's default port: a photo URL naming another port is not the provider's image
 * host. Only http and https are fetched at all.
 */
export type HostAllowList = (url: URL) => boolean;

export function hostAllowList(patterns: readonly string[]): HostAllowList {
  const rules = patterns.map((p) => p.trim().toLowerCase()).filter(Boolean);
  return (url) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    const hostname = url.hostname.toLowerCase();
    const host = url.host.toLowerCase();
    return rules.some((rule) => {
      if (/:\d+$/.test(rule)) return rule === host;
      if (url.port !== '') return false;
      if (rule.startsWith('*.')) return hostname.endsWith(rule.slice(1)) && hostname.length > rule.length - 1;
      return rule === hostname;
    });
  };
}

/** The provider's image hosts (decision 012: `N.ajes.com/imgs/…`; avto.jp resells the same). */
export const DEFAULT_PHOTO_HOSTS = ['*.ajes.com', 'ajes.com', '*.avto.jp', 'avto.jp'];
