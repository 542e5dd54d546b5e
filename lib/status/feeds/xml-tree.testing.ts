/**
 * A strict little XML 1.0 reader for the feed tests (no dependency in the project parses XML): it throws on
 * anything not well-formed — unbalanced or crossed tags, a bare `&` or unknown entity, `<` in an attribute,
 * duplicate attributes, text or a second element outside the root — and returns the element tree.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text content, entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  return raw.replace(/&([^;\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & in ${where}`);
    if (ref in ENTITIES) return ENTITIES[ref] as string;
    const num = /^#(\d+)$/.exec(ref) ?? /^#x([0-9a-fA-F]+)$/.exec(ref);
    if (num) return String.fromCodePoint(parseInt(num[1] as string, ref.startsWith('#x') ? 16 : 10));
    throw new Error(`unknown entity &${ref}; in ${where}`);
  });
}

function parseAttrs(source: string, tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /\s+([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/y;
  let rest = source;
  while (rest.trim() !== '') {
    re.lastIndex = 0;
    const m = re.exec(rest);
    if (!m) throw new Error(`malformed attributes in <${tag}>: ${rest}`);
    const [whole, name, , dq, sq] = m;
    if (!NAME.test(name as string)) throw new Error(`bad attribute name ${name}`);
    if ((name as string) in attrs) throw new Error(`duplicate attribute ${name} in <${tag}>`);
    const value = (dq ?? sq) as string;
    if (value.includes('<')) throw new Error(`< in attribute ${name}`);
    attrs[name as string] = decode(value, `attribute ${name}`);
    rest = rest.slice(whole.length);
  }
  return attrs;
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml\s[^?]*\?>/.exec(xml);
  if (decl) i = decl[0].length;
  else if (xml.startsWith('<?xml')) throw new Error('malformed XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const text = (t: string) => {
    const top = stack.at(-1);
    if (!top) {
      if (t.trim() !== '') throw new Error(`text outside the root: ${t.trim().slice(0, 40)}`);
      return;
    }
    top.text += decode(t, `<${top.name}>`);
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      text(xml.slice(i));
      break;
    }
    text(xml.slice(i, lt));
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) throw new Error('unclosed comment');
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end === -1 || !stack.length) throw new Error('bad CDATA');
      (stack.at(-1) as XmlElement).text += xml.slice(lt + 9, end);
      i = end + 3;
    } else if (xml.startsWith('</', lt)) {
      const end = xml.indexOf('>', lt);
      const name = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      i = end + 1;
    } else {
      const end = xml.indexOf('>', lt);
      if (end === -1) throw new Error('unclosed tag');
      let body = xml.slice(lt + 1, end);
      const selfClosing = body.endsWith('/');
      if (selfClosing) body = body.slice(0, -1);
      const name = /^[^\s]+/.exec(body)?.[0] ?? '';
      if (!NAME.test(name)) throw new Error(`bad element name "${name}"`);
      const el: XmlElement = { name, attrs: parseAttrs(body.slice(name.length), name), children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(el);
      else if (root) throw new Error('a second root element');
      else root = el;
      if (!selfClosing) stack.push(el);
      i = end + 1;
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

export const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
export const child = (el: XmlElement, name: string) => childrenNamed(el, name)[0];
