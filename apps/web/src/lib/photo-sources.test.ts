import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

describe('photoSources', () => {
  it('offers a proxy photo at the server widths', () => {
    const { srcSet, sizes } = photoSources('/media/lots/7/p/0123456789ab/2?w=320', '160px');
    expect(sizes).toBe('160px');
    expect(srcSet?.split(', ')).toEqual([320, 640, 960, 1280, 1920].map((w) => `/media/lots/7/p/0123456789ab/2?w=${w} ${w}w`));
  });

  it('leaves generated SVGs and missing photos alone', () => {
    expect(photoSources('/media/lots/7/1.svg', '160px')).toEqual({});
    expect(photoSources(undefined, '160px')).toEqual({});
  });
});
