import { renderToStaticMarkup } from 'react-dom/server';
import { MdxContext } from '../../theme/mdx/MdxContext.js';
import TabItem from '../../theme/mdx/TabItem.js';
import Tabs from '../../theme/mdx/Tabs.js';

// The pages of mdxTabs.e2e.ts: <Tabs>' server markup, as an MDX page renders it.

const context = { siteConfig: { baseUrl: '/' }, resolveUrl: (href: string) => href, toc: [], frontMatter: {} };

/** Two tab sets of the `os` group (the second without Linux), one of `pm` kept in the query string, and a lazy one. */
export function firstPage() {
  return (
    <>
      <Tabs groupId="os">
        <TabItem value="mac" label="macOS">
          <p>Mac first</p>
        </TabItem>
        <TabItem value="win" label="Windows">
          <p>Windows first</p>
        </TabItem>
        <TabItem value="linux" label="Linux">
          <p>Linux first</p>
        </TabItem>
      </Tabs>
      <div style={{ height: 40 }} />
      <Tabs groupId="os" defaultValue="win">
        <TabItem value="mac" label="macOS">
          <p>Mac second</p>
        </TabItem>
        <TabItem value="win" label="Windows">
          <p>Windows second</p>
        </TabItem>
      </Tabs>
      <Tabs queryString="pm" className="pm-tabs">
        <TabItem value="npm">
          <p>npm install</p>
        </TabItem>
        <TabItem value="yarn" label="Yarn">
          <p>yarn add</p>
        </TabItem>
      </Tabs>
      <Tabs lazy className="lazy-tabs">
        <TabItem value="one" label="One">
          <p>First panel</p>
        </TabItem>
        <TabItem value="two" label="Two">
          <p className="late">Second panel</p>
        </TabItem>
      </Tabs>
    </>
  );
}

export function secondPage() {
  return (
    <Tabs groupId="os">
      <TabItem value="mac" label="macOS">
        <p>Mac other page</p>
      </TabItem>
      <TabItem value="win" label="Windows">
        <p>Windows other page</p>
      </TabItem>
    </Tabs>
  );
}

/** A page with the theme's stylesheet and the client's content enhancements. */
export function tabsDocument(body: JSX.Element): string {
  const content = renderToStaticMarkup(<MdxContext.Provider value={context}>{body}</MdxContext.Provider>);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tabs</title><link rel="stylesheet" href="/styles.css"><script type="module" src="/tabs.js"></script></head><body><main class="markdown" style="max-width:700px;margin:2rem auto;padding:0 1rem">${content}</main></body></html>`;
}
