// Provider photos come from the server's photo proxy at a width named in the URL (`…?w=320`,
// decision 020); generated photos are SVGs that scale by themselves. For a proxy URL the browser
// gets the same photo at the proxy's widths and picks one by the size the layout shows it at.

/** The widths the server makes (apps/server photo-proxy/lot-media-urls.ts PHOTO_WIDTHS), from 320 up. */
const WIDTHS = [320, 640, 960, 1280, 1920];
const WIDTH_PARAM = /([?&])w=\d+(?=&|$)/;

/** `srcSet` and `sizes` for an <img> of `url` shown `sizes` wide; nothing for a generated photo. */
export function photoSources(url: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  if (!url || !WIDTH_PARAM.test(url)) return {};
  return { srcSet: WIDTHS.map((w) => `${url.replace(WIDTH_PARAM, `$1w=${w}`)} ${w}w`).join(', '), sizes };
}
