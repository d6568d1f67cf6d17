import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXmlAttribute, escapeXmlText, renderXmlDocument, xml } from '../../../../src/output/feeds/xml.js';

describe('output/feeds/xml', () => {
  it('escapes text and attributes, and drops characters XML cannot hold', () => {
    expect(escapeXmlText('a & b < c > d')).toBe('a &amp; b &lt; c &gt; d');
    expect(escapeXmlAttribute('say "hi"\n')).toBe('say &quot;hi&quot;&#10;');
    expect(escapeXmlText('bell\u0007 and \uFFFE gone')).toBe('bell and  gone');
  });

  it('writes a document that parses back to the same values, skipping empty children and undefined attributes', () => {
    const text = renderXmlDocument(
      xml('root', { a: 'x & "y"', b: undefined }, xml('empty'), null, false, xml('text', {}, '<p>Hi & bye</p>'), [xml('item', {}, 'one'), xml('item', {}, 'two')]),
    );
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<root a="x &amp; &quot;y&quot;">')).toBe(true);
    expect(XMLValidator.validate(text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(text);
    expect(parsed.root['@a']).toBe('x & "y"');
    expect(parsed.root['@b']).toBeUndefined();
    expect(parsed.root.text).toBe('<p>Hi & bye</p>');
    expect(parsed.root.item).toEqual(['one', 'two']);
  });
});
