import { describe, expect, it } from 'vitest';
import { cleanShareText, messengerShareUrl, shareLink, sharePath } from './share-text';

describe('share text', () => {
  it('links to the shared page of the lot and its page type, without the code', () => {
    expect(sharePath('car-auction', 12)).toBe('/car-auction/share/12');
    expect(shareLink('https://portal.example', 'stats', 7)).toBe('https://portal.example/stats/share/7');
  });

  it('cleans the message: no markup, single spaces, at most one blank line, nothing around it', () => {
    expect(cleanShareText(['  <b>Toyota</b>   Prius ', null, '', '', 'Code:\t123456', undefined, '', '', '', 'Warning  '])).toBe('Toyota Prius\n\nCode: 123456\n\nWarning');
  });

  it('builds the messenger share URL with the link and the text encoded', () => {
    const url = new URL(messengerShareUrl('https://p.example/stock/share/1', 'Code: 1 & 2'));
    expect(url.searchParams.get('url')).toBe('https://p.example/stock/share/1');
    expect(url.searchParams.get('text')).toBe('Code: 1 & 2');
  });
});
