import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWriteTranslations } from '../../../src/cli/writeTranslations.js';
import { fixturesDir } from '../helpers.js';

const temporary = mkdtempSync(path.join(os.tmpdir(), 'hexsite-cli-write-translations-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

let sites = 0;
/** A copy of the fixture site, to write translations into. */
function copySite(fixture = 'translated-code'): string {
  const dir = path.join(temporary, `site-${++sites}`);
  cpSync(path.join(fixturesDir, fixture), dir, { recursive: true, filter: (source) => !source.includes('.hexsite') });
  return dir;
}

async function writeTranslations(siteDir: string, options: { locale?: string; override?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runWriteTranslations({ siteDir, ...options }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, { message: string; description?: string }>;

describe('cli/writeTranslations', () => {
  it("writes the locale's code.json with the site's and the theme's messages, keeping those translated", async () => {
    const site = copySite();
    const { code, out, err } = await writeTranslations(site, { locale: 'fr' });
    expect([code, err]).toEqual([0, '']);
    expect(out).toMatch(/^✓ wrote \d+ translations to i18n\/fr\/code\.json\n✓ wrote 1 translation to i18n\/fr\/docusaurus-plugin-content-docs\/current\.json\n✓ wrote 3 translations to i18n\/fr\/docusaurus-theme-classic\/navbar\.json$/);
    const written = readJson(site, 'i18n/fr/code.json');
    // Translated already: kept, with the description the code gives.
    expect(written['intro.welcome']).toEqual({ message: 'Bienvenue dans la documentation', description: 'The first words of the introduction' });
    expect(written['clicks.label']).toEqual({ message: 'Cliqué {count} fois', description: 'The label of the click counter' });
    // New: the default message; from a React page, MDX content and a component.
    expect(written['intro.untranslated']).toEqual({ message: 'Stays in English' });
    expect(written['hello.title']).toEqual({ message: 'Bonjour depuis une page', description: 'The title of the hello page' });
    // The theme's ids, in hexsite's French.
    expect(written['theme.CodeBlock.copy']).toEqual({ message: 'Copier' });
    expect(Object.keys(written)).toEqual(Object.keys(written).sort());
    expect(readJson(site, 'i18n/fr/docusaurus-theme-classic/navbar.json')).toEqual({
      title: { message: 'Hexa', description: 'The title in the navbar' },
      'item.label.Docs': { message: 'Docs', description: 'Navbar item with label Docs' },
      'item.label.Hello': { message: 'Hello', description: 'Navbar item with label Hello' },
    });
    expect(readFileSync(path.join(site, 'i18n/fr/code.json'), 'utf8')).toMatch(/^\{\n {2}"/);
  });

  it("writes each docs version's labels with the keys the build reads: version, categories, generated indexes, links, labelled docs", async () => {
    const site = copySite('versions');
    const sidebars = {
      docs: [
        'intro',
        { type: 'doc', id: 'guides/plugins', label: 'Plug-ins' },
        { type: 'category', label: 'Guides', link: { type: 'generated-index', title: 'All guides', description: 'Every guide' }, items: ['guides/configure'] },
        { type: 'link', label: 'Source', href: 'https://example.com/src' },
      ],
    };
    writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify(sidebars));
    const { code, err } = await writeTranslations(site);
    expect([code, err]).toEqual([0, '']);
    expect(readJson(site, 'i18n/en/docusaurus-plugin-content-docs/current.json')).toEqual({
      'sidebar.docs.category.Guides': { message: 'Guides', description: 'The label for category Guides in sidebar docs' },
      'sidebar.docs.category.Guides.link.generated-index.description': { message: 'Every guide', description: 'The generated-index page description for category Guides in sidebar docs' },
      'sidebar.docs.category.Guides.link.generated-index.title': { message: 'All guides', description: 'The generated-index page title for category Guides in sidebar docs' },
      'sidebar.docs.doc.Plug-ins': { message: 'Plug-ins', description: 'The label for the doc item Plug-ins in sidebar docs, linking to the doc guides/plugins' },
      'sidebar.docs.link.Source': { message: 'Source', description: 'The label for link Source in sidebar docs, linking to https://example.com/src' },
      'version.label': { message: 'Next 🚧', description: 'The label for version current' },
    });
    expect(readJson(site, 'i18n/en/docusaurus-plugin-content-docs/version-2.0.json')).toEqual({
      'sidebar.docs.category.Guides': { message: 'Guides', description: 'The label for category Guides in sidebar docs' },
      'version.label': { message: '2.0', description: 'The label for version 2.0' },
    });
    expect(Object.keys(readJson(site, 'i18n/en/docusaurus-plugin-content-docs/version-1.0.json'))).toEqual(['version.label']);
  });

  it('writes the default locale without --locale, and replaces messages with --override', async () => {
    const site = copySite();
    expect((await writeTranslations(site)).code).toBe(0);
    expect(readJson(site, 'i18n/en/code.json')['intro.welcome'].message).toBe('Welcome to the docs');
    expect(readJson(site, 'i18n/en/code.json')['theme.CodeBlock.copy'].message).toBe('Copy');
    expect((await writeTranslations(site, { locale: 'fr', override: true })).code).toBe(0);
    expect(readJson(site, 'i18n/fr/code.json')['intro.welcome'].message).toBe('Welcome to the docs');
  });

  it('warns, naming file:line, for a message that is not static', async () => {
    const site = copySite();
    writeFileSync(path.join(site, 'src/components/Dynamic.tsx'), "import { translate } from '@docusaurus/Translate';\n\nexport const label = (id: string) => translate({ id, message: 'Dynamic' });\n");
    const { code, err } = await writeTranslations(site, { locale: 'fr' });
    expect(code).toBe(0);
    expect(err).toBe(
      "warning: src/components/Dynamic.tsx:3  Unexpected call `translate()` with a value that is not a string literal, expected `translate({ id: '…', message: '…', description: '…' })` with string literals: its message was not extracted",
    );
  });

  it('refuses a locale the site does not have', async () => {
    const { code, err } = await writeTranslations(copySite(), { locale: 'de' });
    expect(code).toBe(2);
    expect(err).toContain('Unexpected locale `de` for `--locale`, expected one of `i18n.locales`: `en`, `fr`');
  });

  it('is a command of the CLI, listed in its help', () => {
    const bin = path.resolve(import.meta.dirname, '../../../bin/hexsite.js');
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('write-translations');
    const own = spawnSync(process.execPath, [bin, 'write-translations', '--help'], { encoding: 'utf8' });
    expect(own.status).toBe(0);
    expect(own.stdout).toContain('--locale <locale>');
    expect(own.stdout).toContain('--override');
  });
});
