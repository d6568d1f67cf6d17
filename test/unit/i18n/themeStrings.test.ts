import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../src/i18n/english.js';
import { localeSettingsOf } from '../../../src/i18n/locale.js';
import { openSiteRoot } from '../../../src/config/siteRoot.js';
import { readTranslationFile } from '../../../src/content/readTranslationFile.js';
import { createThemeStrings, shippedTranslationsOf } from '../../../src/i18n/themeStrings.js';
import { translateMessage } from '../../../theme/i18n/translate.js';
import { writeSite } from '../helpers.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every `translate('id', 'English'…)` of the theme and templates, as [id, English, file]. */
function themeCalls(): Array<[string, string, string]> {
  const files = ['theme', 'templates', 'src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true }).map(String).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('init')).map((file) => path.join(dir, file)),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:translate|themeTranslatorOf\(config\))\('([\w.]+)', ("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g)].map(
      (match) => [match[1], match[2].slice(1, -1), file] as [string, string, string],
    ),
  );
}

describe('i18n/themeStrings', () => {
  it('knows every string the theme translates, with the English the theme shows', () => {
    const calls = themeCalls();
    expect(calls.length).toBeGreaterThan(40);
    for (const [id, english, file] of calls) expect({ id, file, english: ENGLISH[id] }).toEqual({ id, file, english });
    expect(Object.keys(ENGLISH).sort()).toEqual([...new Set(calls.map(([id]) => id))].sort());
  });

  it('ships every string in each language, with the placeholders of the English', () => {
    for (const locale of ['fr', 'de', 'es', 'pt-BR', 'zh-Hans', 'ja']) {
      const shipped = shippedTranslationsOf(locale);
      expect(Object.keys(shipped).sort()).toEqual(Object.keys(ENGLISH).sort());
      for (const [id, english] of Object.entries(ENGLISH)) {
        const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
        expect({ locale, id, placeholders: placeholders(shipped[id]) }).toEqual({ locale, id, placeholders: placeholders(english) });
      }
    }
  });

  it('falls back from a regional locale to its language, then to English', () => {
    expect(shippedTranslationsOf('fr-CA')['theme.common.editThisPage']).toBe('Éditer cette page');
    expect(shippedTranslationsOf('pt')['theme.docs.paginator.next']).toBe('Próxima');
    expect(shippedTranslationsOf('zh-CN')['theme.docs.paginator.next']).toBe('下一页');
    expect(shippedTranslationsOf('zh')['theme.docs.paginator.next']).toBe('下一页');
    expect(shippedTranslationsOf('it')).toEqual({});
  });

  it("sends the browser only what differs from English, the site's code.json first", () => {
    expect(createThemeStrings(localeSettingsOf('en', {}), {})).toEqual({});
    expect(createThemeStrings(localeSettingsOf('en-GB', {}), { 'theme.docs.paginator.next': 'Next' })).toEqual({});
    const french = createThemeStrings(localeSettingsOf('fr', {}), { 'theme.common.editThisPage': 'Modifier cette page', 'theme.unused': 'x' });
    expect(french.locale).toBe('fr');
    expect(french.strings?.['theme.common.editThisPage']).toBe('Modifier cette page');
    expect(french.strings?.['theme.docs.paginator.next']).toBe('Suivant');
    expect(french.strings).not.toHaveProperty('theme.unused');
    // A translation equal to English is not sent (fr's "Versions").
    expect(french.strings).not.toHaveProperty('theme.navbar.mobileVersionsDropdown.label');
  });
});

describe('theme/i18n/translate', () => {
  it('fills placeholders, and keeps those without a value', () => {
    expect(translateMessage(undefined, 'en', 'x', 'Version: {versionLabel} {other}', { versionLabel: '2.0' })).toBe('Version: 2.0 {other}');
    expect(translateMessage({ x: 'Version : {versionLabel}' }, 'fr', 'x', 'Version: {versionLabel}', { versionLabel: '2.0' })).toBe('Version : 2.0');
  });

  it("chooses a plural form with the locale's rules, in Docusaurus's order", () => {
    const posts = 'One post|{count} posts';
    expect(translateMessage(undefined, 'en', 'x', posts, { count: 1 })).toBe('One post');
    expect(translateMessage(undefined, 'en', 'x', posts, { count: 3 })).toBe('3 posts');
    // French: one, many, other; 0 is "one", a million "many", which falls to the last form given.
    const french = { x: 'Un billet|{count} billets' };
    expect(translateMessage(french, 'fr', 'x', posts, { count: 0 })).toBe('Un billet');
    expect(translateMessage(french, 'fr', 'x', posts, { count: 1000000 })).toBe('1000000 billets');
    // Japanese has one form.
    expect(translateMessage({ x: '{count} 件' }, 'ja', 'x', posts, { count: 1 })).toBe('1 件');
  });
});

describe('content/readTranslationFile: code.json', () => {
  /** A locale's `code.json`, as each locale's build reads it: message by id; none without the file. */
  const readCodeTranslations = async (siteDir: string) => (await readTranslationFile(openSiteRoot(siteDir), 'i18n/fr/code.json'))?.messages ?? {};
  const read = async (json: string) => readCodeTranslations(await writeSite({ 'i18n/fr/code.json': json }));

  it("reads Docusaurus's format, keeping ids nothing uses", async () => {
    expect(await read('{ "a.b": { "message": "A", "description": "d" }, "c": { "message": "C" } }')).toEqual({ 'a.b': 'A', c: 'C' });
    expect(await readCodeTranslations(await writeSite({}))).toEqual({});
  });

  it('names the file and line of malformed JSON and of each bad entry', async () => {
    await expect(read('{\n  "a": { "message": "A" },\n  "b": { "message": "B" \n}')).rejects.toThrow(/Unexpected text in `i18n\/fr\/code.json`.*expected JSON/);
    const error = await read('{\n  "a": { "message": 1 },\n  "b": "B",\n  "c": { "message": "C", "desc": "x" }\n}').catch((thrown: unknown) => thrown);
    const problems = (error as { errors: Array<{ message: string; line?: number; file?: string }> }).errors;
    expect(problems.map((problem) => [problem.file, problem.line, problem.message])).toEqual([
      ['i18n/fr/code.json', 2, 'Unexpected `message` number 1 in translation `a`, expected `{ "message": string, "description"?: string }`'],
      ['i18n/fr/code.json', 3, 'Unexpected string "B" in translation `b`, expected `{ "message": string, "description"?: string }`'],
      ['i18n/fr/code.json', 4, 'Unexpected key `desc` in translation `c`, expected `{ "message": string, "description"?: string }`'],
    ]);
  });
});
