/** An element to write: attributes in the order given; undefined (and, by choice, empty) ones are left out. */
export interface XmlElement {
  name: string;
  attributes: readonly (readonly [string, string | undefined])[];
  children?: readonly (XmlElement | null | undefined | false)[];
}

/** Characters XML 1.0 does not allow at all (control characters other than tab, LF, CR). */
// eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * A text value as the CFDI holds it: forbidden characters dropped and whitespace collapsed the way the
 * cadena's normalize-space() reads it, so the XML says exactly what is sealed.
 */
export function cleanText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

/** Escapes an attribute value: & < > " ' (the five predefined entities). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = element.attributes
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const children = (element.children ?? []).filter((child): child is XmlElement => Boolean(child));
  if (children.length === 0) {
    out.push(`${indent}<${element.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${element.name}${attributes}>`);
  for (const child of children) write(child, depth + 1, out);
  out.push(`${indent}</${element.name}>`);
}

/** One element as text (no declaration), its first line indented by `depth` × two spaces. */
export function writeElement(element: XmlElement, depth = 0): string {
  const out: string[] = [];
  write(element, depth, out);
  return out.join('\n');
}

/** The document: UTF-8 declaration, two-space indentation, a final newline. */
export function writeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
