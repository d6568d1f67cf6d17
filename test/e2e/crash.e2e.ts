import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { openPage, useBrowser } from './browser.js';
import { copyFixture } from './builtFixture.js';
import { startStaticServer } from './staticServer.js';

// The islands fixture with a React page and a component that render on the server and throw
// in the browser, as code reading something only the server has would.
const FILES = {
  'pages/broken.tsx': `import { useState } from 'react';
export const title = 'Broken';
export default function Broken() {
  const [count] = useState(0);
  if (typeof window !== 'undefined') throw new Error('The chart could not start', { cause: new Error('no canvas here') });
  return <main><h1>Broken</h1><p>Count: {count}</p></main>;
}
`,
  'src/components/Fragile.tsx': `import { useState } from 'react';
export function Fragile({ label }: { label: string }) {
  const [shown] = useState(label);
  if (typeof window !== 'undefined') throw new Error('The fragile widget failed');
  return <p className="fragile">{shown}</p>;
}
`,
  'pages/fragile.mdx': `import { Fragile } from '../src/components/Fragile';

# Fragile

<Fragile label="Rendered on the server" />

To the [broken page](/broken).
`,
};

const { desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  const { temp, siteDir } = await copyFixture('islands');
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), text);
  }
  const outDir = path.join(temp, 'out');
  await build({ siteDir, outDir });
  const server = await startStaticServer(outDir, '/');
  url = `http://127.0.0.1:${server.port}/`;
  close = async () => {
    await server.close();
    await rm(temp, { recursive: true, force: true });
  };
});
afterAll(() => close());

async function expectCrashScreen(page: import('playwright-core').Page) {
  await page.locator('main.crash h1', { hasText: 'This page crashed.' }).waitFor();
  expect(await page.locator('main.crash button').textContent()).toBe('Try again');
  expect(await page.locator('.crash__message').textContent()).toBe('The chart could not start\n\nCause:\nno canvas here');
  expect(await page.title()).toBe('Page Error');
  // The chrome stays.
  expect(await page.locator('.navbar').count()).toBe(1);
}

describe('a React page that throws while hydrating', () => {
  it('shows the crash screen when loaded, and again after Try again while it still throws', async () => {
    const { page, errors } = await openPage(desktop(), `${url}broken`);
    await expectCrashScreen(page);
    // Try again renders the page anew: it throws again (React logs each time), and crashes again.
    const thrown = () => errors.filter((error) => error.includes('The chart could not start')).length;
    const before = thrown();
    await page.locator('main.crash button').click();
    await expect.poll(thrown).toBeGreaterThan(before);
    await expectCrashScreen(page);
    await page.close();
  });

  it('shows the crash screen when reached in place', async () => {
    const { page } = await openPage(desktop(), `${url}fragile`);
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 42));
    await page.locator('main a', { hasText: 'broken page' }).click();
    await page.waitForURL(`${url}broken`);
    await expectCrashScreen(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.close();
  });
});

describe('an island that throws while hydrating', () => {
  it('keeps its server HTML and logs the error', async () => {
    const { page, errors } = await openPage(desktop(), `${url}fragile`);
    await expect.poll(() => errors.some((error) => error.includes('The fragile widget failed'))).toBe(true);
    expect(await page.locator('hexsite-island .fragile').textContent()).toBe('Rendered on the server');
    expect(await page.locator('main.crash').count()).toBe(0);
    await page.close();
  });
});
