import type { Element } from 'hast';
import convert from 'npm-to-yarn';
import type { MarkdownSetup, Npm2YarnConverter } from '../options.js';

/** Each package manager's tab label, as Docusaurus writes them. */
const LABELS: Record<'npm' | Npm2YarnConverter, string> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

/** The tab group of every npm2yarn block, as Docusaurus names it: a choice in one switches all (`docusaurus.tab.npm2yarn`). */
export const NPM2YARN_GROUP = 'npm2yarn';

const WORD = /(^|\s)npm2yarn(?=\s|$)/;

/** Whether a fence's meta asks for npm2yarn tabs (```` ```bash npm2yarn ````). */
export function isNpm2Yarn(meta: string): boolean {
  return WORD.test(meta);
}

/** The meta without the `npm2yarn` word, for each tab's code block (its title, its marked lines). */
export function withoutNpm2Yarn(meta: string): string {
  return meta.replace(WORD, '$1').trim();
}

/** The commands of a block for each package manager: npm's as written, the others converted as Docusaurus does (npm-to-yarn). */
export function npm2yarnCommands(source: string, converters: Npm2YarnConverter[]): Array<{ value: 'npm' | Npm2YarnConverter; label: string; code: string }> {
  return [{ value: 'npm' as const, label: LABELS.npm, code: source }, ...converters.map((value) => ({ value, label: LABELS[value], code: convert(source, value) }))];
}

/**
 * Tabs in the ARIA pattern: a tab list of buttons and one panel per package manager, the npm
 * panel shown and the others `hidden`, so that the page reads right without JavaScript. The
 * client (theme/client/tabs.ts) switches them, every block of the group together, and keeps
 * the choice. Ids are numbered per page (`npm2yarn-1-yarn`).
 */
export function npm2yarnTabs(input: { source: string; meta: string; group: number; options: MarkdownSetup['npm2yarn']; label: string; block: (code: string, meta: string) => Element }): Element {
  const commands = npm2yarnCommands(input.source, input.options.converters);
  const id = (value: string) => `npm2yarn-${input.group}-${value}`;
  const tabs: Element[] = commands.map(({ value, label }, index) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: id(value),
      className: ['tabs__tab'],
      ariaSelected: index === 0 ? 'true' : 'false',
      ariaControls: [`${id(value)}-panel`],
      tabIndex: index === 0 ? 0 : -1,
      dataValue: value,
    },
    children: [{ type: 'text', value: label }],
  }));
  const panels: Element[] = commands.map(({ value, code }, index) => ({
    type: 'element',
    tagName: 'div',
    properties: { role: 'tabpanel', id: `${id(value)}-panel`, className: ['tabs__panel'], ariaLabelledBy: [id(value)], dataValue: value, hidden: index > 0 },
    children: [input.block(code, input.meta)],
  }));
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['tabs'], ...(input.options.sync ? { dataGroup: NPM2YARN_GROUP } : {}) },
    children: [{ type: 'element', tagName: 'div', properties: { role: 'tablist', className: ['tabs__list'], ariaLabel: input.label }, children: tabs }, ...panels],
  };
}
