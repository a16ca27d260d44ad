import type { PageType } from '@jauc/contract';

/** How long the Copy button shows its check mark (spec 2 §9). */
export const COPIED_INDICATOR_MS = 3000;

/**
 * The shared page of a lot: /{type}/share/{id}. The code is not in the link: it travels on its own
 * line of the message, so a link that leaks by itself (a forwarded screenshot of the URL bar, a
 * browser history) does not open the lot.
 */
export const sharePath = (pageType: PageType, id: number) => `/${pageType}/share/${id}`;

export const shareLink = (origin: string, pageType: PageType, id: number) => `${origin}${sharePath(pageType, id)}`;

/**
 * The message as it goes to the clipboard or a messenger: plain lines, no markup, no runs of
 * blank lines, no trailing spaces — what "cleaned" means for a text pasted into a chat.
 */
export function cleanShareText(lines: ReadonlyArray<string | null | undefined>): string {
  return lines
    .map((line) => (line ?? '').replace(/<[^>]*>/g, '').replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A messenger's share window for a text (Telegram: a chat picker with the message filled in). */
export const messengerShareUrl = (link: string, text: string) => `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;

/**
 * Opens the message window: a new tab on a phone, where popups are awkward, else a small popup
 * next to the portal (spec 2 §4 "Share").
 */
export function openShareWindow(url: string, phone: boolean) {
  if (phone) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const width = 640;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(url, 'share-lot', `popup,noopener,noreferrer,width=${width},height=${height},left=${left},top=${top}`);
}

/** Puts text on the clipboard; where the Clipboard API is missing (plain http), the old copy command. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
