// Search figures for `npm run bench`: what a reader's first answer costs on a built site. Serves the
// output with `hexsite serve`, opens a docs page in Chromium, focuses the search box (which loads
// the search code and the index's entry file) and types one word; measures the gzip size (level 6,
// what a static host sends) of every response the search needed, and the time from the last
// keystroke to the suggestions for the whole word showing. Figures, never a failure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Measures one-word queries on an output folder: for each word, bytes fetched for search (gzip) in
 * a fresh page, requests, and milliseconds from the keystroke to the answer.
 */
export async function searchFigures({ browser, hexsiteBin, outDir, cwd, words }) {
  const child = spawn(process.execPath, [hexsiteBin, 'serve', outDir, '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
        const found = /https?:\/\/\S+/.exec(text);
        if (found) resolve(found[0]);
      });
      child.on('exit', (code) => reject(new Error(`hexsite serve exited with ${code}: ${text}`)));
    });
    // A docs page: the first folder of docs/ that holds one (a folder of categories only would be the 404 page).
    const docsDir = path.join(outDir, 'docs');
    const docs = readdirSync(docsDir, { withFileTypes: true }).find((entry) => entry.isDirectory() && existsSync(path.join(docsDir, entry.name, 'index.html')));
    const start = `${url}docs/${docs ? `${docs.name}/` : ''}`;
    const figures = [];
    for (const word of words) figures.push({ word, ...(await oneQuery(browser, start, word)) });
    return figures;
  } finally {
    child.kill();
  }
}

async function oneQuery(browser, start, word) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(start, { waitUntil: 'networkidle' });
  const fetched = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (body) fetched.push({ url: response.url(), gzip: gzipSync(body).length });
  });
  const box = page.getByRole('combobox').first();
  await box.focus();
  await page.waitForLoadState('networkidle');
  // Timed by the page's own clock, from the keydown of the word's last letter to the frame after
  // the suggestions answer the whole word: the browser driver's round trips are not the reader's.
  await page.evaluate((word) => {
    const timing = (window.__searchTiming = {});
    document.addEventListener('keydown', (event) => (timing.keydown = event.timeStamp), true);
    new MutationObserver(() => {
      if (timing.shown || document.querySelector('[data-query]')?.getAttribute('data-query') !== word) return;
      timing.shown = performance.now();
      requestAnimationFrame(() => setTimeout(() => (timing.painted = performance.now())));
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  }, word);
  await box.pressSequentially(word.slice(0, -1));
  await page.waitForTimeout(300);
  await box.press(word.at(-1));
  await page.waitForFunction(() => window.__searchTiming.painted, null, { timeout: 30_000 });
  const timing = await page.evaluate(() => window.__searchTiming);
  const milliseconds = Math.round(timing.painted - timing.keydown);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { gzipBytes: fetched.reduce((sum, file) => sum + file.gzip, 0), requests: fetched.length, milliseconds };
}
