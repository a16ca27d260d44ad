import type { FastifyRequest } from 'fastify';
import { languageCode } from '@jauc/contract';

export type TextLanguage = 'en' | 'ru';

/**
 * The first language of an Accept-Language header the portal speaks ("ru-RU,ru;q=0.9,en;q=0.8"
 * → 'ru'), by quality; null when it names none of them (or is absent).
 */
export function acceptedLanguage(header: string | undefined): TextLanguage | null {
  if (!header) return null;
  let best: { lang: TextLanguage; q: number } | null = null;
  // Header size is bounded by the HTTP parser; a few dozen entries at most.
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    if (primary !== 'en' && primary !== 'ru') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/**
 * The language of the texts the server sends (DESIGN.md §2): the request's own (the app sends
 * the interface language on every call), else the signed-in user's profile language, else English.
 */
export function requestLanguage(request: FastifyRequest): TextLanguage {
  return acceptedLanguage(request.headers['accept-language']) ?? (request.user?.language != null ? languageCode(request.user.language) : 'en');
}
