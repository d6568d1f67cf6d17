import { describe, expect, it } from 'vitest';
import { extractMdxMessages } from '../../../../src/i18n/extract/mdxMessages.js';

describe('i18n/extract/mdxMessages', () => {
  it('reads <Translate> in the content and translate() in expressions', () => {
    const source = [
      '---', // 1
      'title: Intro', // 2
      '---', // 3
      '', // 4
      "import Translate, { translate } from '@docusaurus/Translate';", // 5
      '', // 6
      '<Translate id="intro.welcome" description="First words">Welcome to the docs</Translate>', // 7
      '', // 8
      'Text with <Translate>Inline words</Translate> in it.', // 9
      '', // 10
      "<p title={translate({ id: 'intro.tip', message: 'A tip' })}>Hover</p>", // 11
      '', // 12
      "<Translate id=\"intro.made\" values={{ name: <b>Hexa</b> }}>{'Made by {name}'}</Translate>", // 13
      '', // 14
      '<Translate id="intro.bad">Text with <b>bold</b></Translate>', // 15
    ].join('\n');
    const { messages, warnings } = extractMdxMessages(source, 'docs/intro.mdx');
    expect(messages).toEqual([
      { id: 'intro.welcome', message: 'Welcome to the docs', description: 'First words', file: 'docs/intro.mdx', line: 7 },
      { id: 'Inline words', message: 'Inline words', file: 'docs/intro.mdx', line: 9 },
      { id: 'intro.tip', message: 'A tip', file: 'docs/intro.mdx', line: 11 },
      { id: 'intro.made', message: 'Made by {name}', file: 'docs/intro.mdx', line: 13 },
    ]);
    expect(warnings).toEqual([
      'docs/intro.mdx:15  Unexpected <Translate> whose message is not a static string, expected its default message as plain text (`<Translate id="…">Message with {name}</Translate>`, elements in `values`): its message was not extracted',
    ]);
  });

  it('reads nothing from content that does not import @docusaurus/Translate', () => {
    expect(extractMdxMessages('# Title\n\n<Translate>Not ours</Translate>\n', 'docs/a.mdx').messages).toEqual([]);
  });
});
