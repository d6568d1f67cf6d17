import { useContext, type ReactNode } from 'react';
import { HexsiteError } from '../../src/errors/HexsiteError.js';
import { DEFAULT_ADMONITIONS } from '../../src/markdown/options.js';
import { admonitionTitlesOf, markdownTranslator } from '../i18n/markdownTexts.js';
import { Admonition as AdmonitionBox } from '../components/Admonition.js';
import { MdxContext } from './MdxContext.js';

/** The props of `@theme/Admonition`, as Docusaurus has them. */
export interface AdmonitionProps {
  /** The keyword: `note`, `tip`, `info`, `warning`, `danger`, `caution`… or one of `markdown.admonitions.keywords`. */
  type: string;
  /** The heading; the keyword's default title when absent. */
  title?: ReactNode;
  /** Replaces the keyword's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** `@theme/Admonition`: the box `:::note` makes, with the same markup and look. */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const { siteConfig, texts } = useContext(MdxContext);
  const kind = kindOf(type, siteConfig, texts);
  const heading = icon === undefined ? (title ?? kind.title) : (
    <>
      <span className="admonition-icon">{icon}</span>
      {title ?? kind.title}
    </>
  );
  return (
    <AdmonitionBox kind={kind.style} title={heading} className={className}>
      {children}
    </AdmonitionBox>
  );
}

/**
 * The keyword's style and title: the default keywords (Docusaurus's titled in the build's
 * locale), and those the site's config adds (`markdown.admonitions.keywords`).
 */
function kindOf(type: string, siteConfig: Record<string, unknown>, texts: Record<string, string> | undefined): { style: string; title: string } {
  const admonitions = (siteConfig.markdown as { admonitions?: { keywords?: string[]; extendDefaults?: boolean } } | undefined)?.admonitions;
  const known = admonitions?.extendDefaults === false ? {} : DEFAULT_ADMONITIONS;
  if (Object.hasOwn(known, type)) {
    const titles = admonitionTitlesOf(markdownTranslator(texts));
    return Object.hasOwn(titles, type) ? { ...known[type], title: titles[type] } : known[type];
  }
  if (admonitions?.keywords?.includes(type)) return { style: type, title: type.charAt(0).toUpperCase() + type.slice(1) };
  const keywords = [...Object.keys(known), ...(admonitions?.keywords ?? [])];
  throw new HexsiteError(`Unexpected admonition type "${type}", expected one of ${keywords.map((keyword) => `"${keyword}"`).join(', ')}`, {
    ruleId: 'admonition-type',
    hint: 'Use one of these types, or add the keyword to `markdown.admonitions.keywords` in the config.',
  });
}
