import type { ReactNode } from 'react';
import { messageOf } from '../i18n/codeTranslations.js';
import { interpolate, type InterpolateValues } from './Interpolate.js';

/** What `translate()` takes, as Docusaurus: `message` is the default (English) text; `id` defaults to it. */
export interface TranslateParam {
  id?: string;
  message: string;
  /** For translators; it goes to `code.json` with `hexsite write-translations`, never to the page. */
  description?: string;
}

/** The props of `<Translate>`: the default message as its only child. */
export interface TranslateProps {
  id?: string;
  description?: string;
  values?: InterpolateValues;
  children?: string;
}

/**
 * `translate` of `@docusaurus/Translate`: the locale's message for `id` (or for `message` when
 * no id is given) in its `code.json`, else `message`, with `{name}` filled from `values`.
 */
export function translate({ id, message }: TranslateParam, values?: InterpolateValues<string | number>): string {
  return interpolate(messageOf(id ?? message, message), values);
}

/** `@docusaurus/Translate`: the locale's text of a message, as `translate` finds it; `values` may be elements. */
export default function Translate({ id, values, children }: TranslateProps): ReactNode {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(`Unexpected ${typeof children} as the children of <Translate${id ? ` id="${id}"` : ''}>, expected the default message as one string: put elements in \`values\` and write \`{name}\` in the message`);
  }
  if (id === undefined && children === undefined) throw new Error('Unexpected <Translate> without `id` and without children, expected the default message as its children');
  return interpolate(messageOf(id ?? children!, children ?? id!), values);
}
