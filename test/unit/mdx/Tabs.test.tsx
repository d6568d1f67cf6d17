import { describe, expect, it } from 'vitest';
import TabItem from '../../../theme/mdx/TabItem.js';
import Tabs from '../../../theme/mdx/Tabs.js';
import { markdownHtml, render } from './render.js';

/** The elements of some markup, without ids, to compare structures. */
const shape = (html: string) => html.replace(/ id="[^"]*"| aria-(controls|labelledby)="[^"]*"/g, '');

describe('mdx/Tabs', () => {
  it('renders the markup of npm2yarn tabs: a tab list of buttons, the first panel shown and the others hidden', () => {
    const html = render(
      <Tabs>
        <TabItem value="npm">
          <p>a</p>
        </TabItem>
        {'\n'}
        <TabItem value="yarn" label="Yarn">
          <p>b</p>
        </TabItem>
      </Tabs>,
    );
    const npm2yarn = markdownHtml('```bash npm2yarn\nnpm run build\n```\n');
    const [, tabList] = /^<div class="tabs"[^>]*>(<div role="tablist".*?<\/div>)/.exec(npm2yarn)!;
    // The same tab list as npm2yarn's (without its pnpm tab and its label), ids aside.
    expect(shape(html)).toContain(shape(tabList).replace(' aria-label="Package manager"', '').replace(/<button[^>]*data-value="pnpm"[^>]*>pnpm<\/button>/, ''));
    expect(html).toMatch(/^<div class="tabs"><div role="tablist" class="tabs__list">/);
    expect(html).toContain('class="tabs__tab" aria-selected="true" aria-controls="tabs-R0-0-panel" tabindex="0" data-value="npm">npm</button>');
    expect(html).toContain('<div role="tabpanel" id="tabs-R0-0-panel" class="tabs__panel" aria-labelledby="tabs-R0-0" data-value="npm"><p>a</p></div>');
    expect(html).toContain('data-value="yarn" data-label="Yarn" hidden=""><p>b</p></div>');
  });

  it('shows the defaultValue, else the tab marked default, else the first; defaultValue={null} shows none', () => {
    const tabs = (props: { defaultValue?: string | null }, defaultOn?: string) => (
      <Tabs {...props}>
        <TabItem value="a">A</TabItem>
        <TabItem value="b" default={defaultOn === 'b'}>
          B
        </TabItem>
        <TabItem value="c">C</TabItem>
      </Tabs>
    );
    const shown = (html: string) => [...html.matchAll(/aria-selected="true"[^>]*data-value="(\w)"/g)].map((match) => match[1]);
    expect(shown(render(tabs({})))).toEqual(['a']);
    expect(shown(render(tabs({}, 'b')))).toEqual(['b']);
    expect(shown(render(tabs({ defaultValue: 'c' }, 'b')))).toEqual(['c']);
    const none = render(tabs({ defaultValue: null }));
    expect(shown(none)).toEqual([]);
    expect(none.match(/hidden=""/g)).toHaveLength(3);
    // The first tab still takes the focus from the keyboard.
    expect(none).toContain('tabindex="0" data-value="a"');
  });

  it('marks the group and the query parameter for the client, and puts className on the tab list and attributes on the tab', () => {
    const html = render(
      <Tabs groupId="os" queryString className="my-tabs">
        <TabItem value="mac" label="macOS" attributes={{ className: 'mac-tab', 'data-os': 'mac' }} className="mac-panel">
          M
        </TabItem>
      </Tabs>,
    );
    expect(html).toMatch(/^<div class="tabs" data-group="os" data-query="os"><div role="tablist" class="tabs__list my-tabs">/);
    expect(html).toContain('class="tabs__tab mac-tab" aria-selected="true" aria-controls="tabs-R0-0-panel" tabindex="0" data-value="mac" data-os="mac">macOS</button>');
    expect(html).toContain('class="tabs__panel mac-panel"');
    expect(render(<Tabs queryString="pm"><TabItem value="a">A</TabItem></Tabs>)).toMatch(/^<div class="tabs" data-query="pm">/);
  });

  it('takes the tabs from `values`, labels and all', () => {
    const html = render(
      <Tabs values={[{ label: 'Apple', value: 'apple' }, { label: 'Orange', value: 'orange' }]} defaultValue="orange">
        <TabItem value="apple">A</TabItem>
        <TabItem value="orange">O</TabItem>
      </Tabs>,
    );
    expect([...html.matchAll(/data-value="\w+">(\w+)</g)].map((match) => match[1])).toEqual(['Apple', 'Orange']);
    expect(html).toContain('data-value="apple" data-label="Apple" hidden="">A</div>');
  });

  it('keeps lazy panels that are not shown in a <noscript>, until the client reveals them', () => {
    const html = render(
      <Tabs lazy>
        <TabItem value="a">
          <p>A</p>
        </TabItem>
        <TabItem value="b">
          <p>B</p>
        </TabItem>
      </Tabs>,
    );
    expect(html).toContain('data-value="a"><p>A</p></div>');
    expect(html).toContain('data-value="b" hidden=""><noscript><p>B</p></noscript></div>');
  });

  it('refuses what Docusaurus refuses, in hexsite words', () => {
    const error = (element: JSX.Element) => {
      try {
        render(element);
      } catch (thrown) {
        const { message, hint, ruleId } = thrown as { message: string; hint: string; ruleId: string };
        return { message, hint, ruleId };
      }
      throw new Error('rendered');
    };
    expect(error(<Tabs><TabItem value="a">A</TabItem><TabItem value="a">B</TabItem></Tabs>)).toMatchInlineSnapshot(`
      {
        "hint": "Give each <TabItem> a different \`value\`: it is what a \`groupId\`, the query string and the stored choice refer to.",
        "message": "Unexpected duplicate tab value "a" in <Tabs>, expected every tab to have its own \`value\`",
        "ruleId": "tabs-duplicate-value",
      }
    `);
    expect(error(<Tabs defaultValue="c"><TabItem value="a">A</TabItem><TabItem value="b">B</TabItem></Tabs>)).toMatchInlineSnapshot(`
      {
        "hint": "Use the \`value\` of one of its tabs, or defaultValue={null} to show no tab until one is chosen.",
        "message": "Unexpected defaultValue "c" of <Tabs>, expected one of its values: "a", "b"",
        "ruleId": "tabs-default-value",
      }
    `);
    expect(error(<Tabs><p>text</p></Tabs>).message).toBe('Unexpected <p> inside <Tabs>, expected <TabItem> elements with a `value`');
    expect(error(<Tabs>{'\n'}</Tabs>).ruleId).toBe('tabs-empty');
    expect(error(<Tabs queryString><TabItem value="a">A</TabItem></Tabs>).ruleId).toBe('tabs-query-string');
  });
});
