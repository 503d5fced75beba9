import { SaxesParser, type SaxesTagNS } from 'saxes';

/** An element of a parsed CFDI: its namespace, local name, unprefixed attributes and child elements. */
export interface XmlNode {
  uri: string;
  local: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

/** Why a text could not be read as a tree. */
export class XmlTreeError extends Error {
  constructor(
    readonly kind: 'doctype' | 'too-large' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'XmlTreeError';
  }
}

/** Most elements a CFDI may have (bounds the tree kept in memory). */
export const MAX_XML_NODES = 50_000;

/**
 * Parses XML into a tree of elements with saxes (namespaces on). Hostile XML is refused: a document type
 * declaration is the only door to external entities (XXE) and entity expansion, and a CFDI never has one;
 * saxes resolves no entity beyond XML's five predefined ones anyway. Text content is not kept (a CFDI has
 * none). Throws XmlTreeError.
 */
export function parseXmlTree(xml: string, maxNodes = MAX_XML_NODES): XmlNode {
  if (/<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i.test(xml)) throw new XmlTreeError('doctype', 'declares a document type');
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let count = 0;
  let failure: XmlTreeError | undefined;
  parser.on('error', (error) => {
    failure ??= new XmlTreeError('malformed', error.message.replace(/^\d+:\d+:\s*/, ''));
  });
  parser.on('doctype', () => {
    failure ??= new XmlTreeError('doctype', 'declares a document type');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (++count > maxNodes) {
      failure ??= new XmlTreeError('too-large', `more than ${maxNodes} elements`);
      return;
    }
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) if (!a.prefix) attrs[a.local] = a.value;
    const node: XmlNode = { uri: tag.uri, local: tag.local, attrs, children: [] };
    if (stack.length) stack[stack.length - 1]!.children.push(node);
    else root = node;
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= new XmlTreeError('malformed', (error as Error).message.replace(/^\d+:\d+:\s*/, ''));
  }
  if (failure) throw failure;
  if (!root) throw new XmlTreeError('malformed', 'no tiene un elemento raíz.');
  return root;
}

/** The first child element with that namespace and local name. */
export const childNode = (node: XmlNode | undefined, uri: string, local: string): XmlNode | undefined =>
  node?.children.find((c) => c.uri === uri && c.local === local);

/** Every child element with that namespace and local name, in document order. */
export const childNodes = (node: XmlNode | undefined, uri: string, local: string): XmlNode[] =>
  node?.children.filter((c) => c.uri === uri && c.local === local) ?? [];
