import { describe, expect, it } from 'vitest';
import { extractCodeMessages } from '../../../../src/i18n/extract/codeMessages.js';

describe('i18n/extract/codeMessages', () => {
  it('reads <Translate> elements and translate() calls under the names the file imports', () => {
    const source = [
      "import Translate, { translate as t } from '@docusaurus/Translate';", // 1
      'type Props = { count: number };', // 2
      'export default function Page({ count }: Props) {', // 3
      '  const label: string = t({ id: "page.label", message: "Label", description: "A label" });', // 4
      '  return (', // 5
      '    <p title={label}>', // 6
      '      <Translate id="page.hello" description="Greets">', // 7
      '        Hello', // 8
      '        {"{name}"} world', // 9
      '      </Translate>', // 10
      '      <Translate>Plain</Translate>', // 11
      '      <Translate id="page.count" values={{ count }}>{`Seen {count} times`}</Translate>', // 12
      '    </p>', // 13
      '  );', // 14
      '}', // 15
    ].join('\n');
    const { messages, warnings } = extractCodeMessages(source, 'src/pages/page.tsx');
    expect(messages).toEqual([
      { id: 'page.label', message: 'Label', description: 'A label', file: 'src/pages/page.tsx', line: 4 },
      { id: 'Plain', message: 'Plain', file: 'src/pages/page.tsx', line: 11 },
      { id: 'page.count', message: 'Seen {count} times', file: 'src/pages/page.tsx', line: 12 },
    ]);
    // Text and an expression together are not one static message.
    expect(warnings).toEqual([
      'src/pages/page.tsx:7  Unexpected <Translate> whose message is not a static string, expected its default message as plain text (`<Translate id="…">Message with {name}</Translate>`, elements in `values`): its message was not extracted',
    ]);
  });

  it('collapses JSX text as React does', () => {
    const source = "import Translate from '@docusaurus/Translate';\nexport const A = () => (\n  <Translate id=\"a\">\n    Two\n    lines\n  </Translate>\n);\n";
    expect(extractCodeMessages(source, 'src/a.jsx').messages).toEqual([{ id: 'a', message: 'Two lines', file: 'src/a.jsx', line: 3 }]);
  });

  it('warns, naming file:line, for a translate() whose argument is not literal', () => {
    const source = "import { translate } from '@docusaurus/Translate';\nconst options = { message: 'x' };\nexport const a = translate(options);\nexport const b = translate({ message: `x${1}` });\n";
    const { messages, warnings } = extractCodeMessages(source, 'src/a.js');
    expect(messages).toEqual([]);
    expect(warnings).toEqual([
      'src/a.js:3  Unexpected call `translate()` with an argument that is not an object literal, expected `translate({ id: \'…\', message: \'…\', description: \'…\' })` with string literals: its message was not extracted',
      'src/a.js:4  Unexpected call `translate()` with a value that is not a string literal, expected `translate({ id: \'…\', message: \'…\', description: \'…\' })` with string literals: its message was not extracted',
    ]);
  });

  it('reads nothing from a file that does not import @docusaurus/Translate', () => {
    expect(extractCodeMessages("const translate = (x) => x;\ntranslate({ message: 'no' });\n// @docusaurus/Translate\n", 'src/b.js')).toEqual({ messages: [], warnings: [] });
  });

  it('warns for a file that does not parse', () => {
    const { warnings } = extractCodeMessages("import Translate from '@docusaurus/Translate';\nconst = ;\n", 'src/c.ts');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^src\/c\.ts:2  Unexpected syntax \(.*\), expected valid TypeScript: its messages were not extracted$/);
  });
});
