// Test support: a strict-enough well-formedness check for the generated SVG, so the tests need
// no XML parser dependency. It checks tag nesting, attribute syntax and stray '<' / '&'.

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
const ENTITY = /&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/y;

/** Throws with the offset of the first problem; returns the root element's name. */
export function assertWellFormedSvg(xml: string): string {
  const stack: string[] = [];
  let root = '';
  let i = 0;
  while (i < xml.length) {
    const ch = xml[i];
    if (ch === '<') {
      TAG.lastIndex = i;
      const m = TAG.exec(xml);
      if (!m) throw new Error(`malformed tag at ${i}: ${xml.slice(i, i + 60)}`);
      const [, closing, name = '', attrs = '', selfClosing] = m;
      const names = [...attrs.matchAll(/([\w:.-]+)=/g)].map((a) => a[1]);
      if (new Set(names).size !== names.length) throw new Error(`duplicate attribute in <${name}> at ${i}`);
      if (closing) {
        if (stack.pop() !== name) throw new Error(`unexpected </${name}> at ${i}`);
      } else if (!selfClosing) {
        if (!root && stack.length === 0) root = name;
        stack.push(name);
      } else if (!root && stack.length === 0) {
        root = name;
      }
      i = TAG.lastIndex;
      if (stack.length === 0 && root && i < xml.length && xml.slice(i).trim()) throw new Error(`content after the root at ${i}`);
    } else if (ch === '&') {
      ENTITY.lastIndex = i;
      if (!ENTITY.exec(xml)) throw new Error(`bare '&' at ${i}`);
      i = ENTITY.lastIndex;
    } else {
      if (stack.length === 0 && ch?.trim()) throw new Error(`text outside the root at ${i}`);
      i++;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('no root element');
  return root;
}
