/** An XML element: a name, attributes (undefined ones are left out) and children. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string | undefined>;
  children: XmlChild[];
}
/** Text, an element, or nothing (skipped, so optional parts can be written inline). */
export type XmlChild = XmlElement | string | null | undefined | false;

/** Builds an element. */
export function xml(name: string, attributes: Record<string, string | undefined> = {}, ...children: Array<XmlChild | XmlChild[]>): XmlElement {
  return { name, attributes, children: children.flat() };
}

// Characters XML 1.0 cannot hold at all, even escaped (most C0 controls, lone surrogates, U+FFFE/F).
const INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text content, escaped. */
export function escapeXmlText(text: string): string {
  return text.replace(INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value, escaped for double quotes. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/**
 * A whole document: the XML declaration, optional processing instructions, then the root,
 * indented two spaces per level. Elements holding only text stay on one line.
 */
export function renderXmlDocument(root: XmlElement, instructions: string[] = []): string {
  return ['<?xml version="1.0" encoding="utf-8"?>', ...instructions, renderElement(root, 0)].join('\n') + '\n';
}

function renderElement(element: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join('');
  const children = element.children.filter((child): child is XmlElement | string => typeof child === 'string' || (typeof child === 'object' && child !== null));
  if (!children.length) return `${indent}<${element.name}${attributes}/>`;
  if (children.every((child) => typeof child === 'string')) {
    return `${indent}<${element.name}${attributes}>${children.map((text) => escapeXmlText(text as string)).join('')}</${element.name}>`;
  }
  const inner = children.map((child) => (typeof child === 'string' ? `${'  '.repeat(depth + 1)}${escapeXmlText(child)}` : renderElement(child, depth + 1)));
  return [`${indent}<${element.name}${attributes}>`, ...inner, `${indent}</${element.name}>`].join('\n');
}
