// What the proxy answers for a photo it cannot have (slow, missing, oversize or undecodable at
// the provider): a neutral picture of a camera in the photos' 4:3 frame, with no words, so an
// <img> never shows a broken image and nothing needs translating.
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<rect width="640" height="480" fill="#e2e8f0"/>
<g fill="none" stroke="#94a3b8" stroke-width="12" stroke-linejoin="round">
<path d="M250 190h30l15-25h50l15 25h30a10 10 0 0 1 10 10v95a10 10 0 0 1-10 10H250a10 10 0 0 1-10-10v-95a10 10 0 0 1 10-10z"/>
<circle cx="320" cy="248" r="32"/>
</g>
</svg>`;
