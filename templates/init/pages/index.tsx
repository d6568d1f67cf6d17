import type { ReactElement } from 'react';
import config from '../hexsite.config';

// A React page: its default export is rendered to static HTML at build time. Links that start
// with `/` get the site's base path. `title` and `description` fill the page's <head>.
export const title = config.title;
export const description = config.tagline;

type Feature = {
  title: string;
  text: string;
  /** The path of a 24×24 outline icon. */
  icon: string;
};

const FEATURES: Feature[] = [
  {
    title: 'Write in Markdown',
    text: 'Docs, blog posts and pages are plain Markdown files with front matter. Admonitions, tables and highlighted code work out of the box.',
    icon: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5',
  },
  {
    title: 'Organised by sidebars',
    text: 'sidebars.ts decides the order of your docs and groups them in categories, so readers always know where they are.',
    icon: 'M4 5h16M4 12h10M4 19h13',
  },
  {
    title: 'A blog included',
    text: 'Add a dated file to blog/ and it appears in the list, the tag pages and the RSS, Atom and JSON feeds.',
    icon: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  },
  {
    title: 'Search without a server',
    text: 'The search box queries an index built with your site, in the reader’s browser. Press Ctrl+K to try it.',
    icon: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  },
  {
    title: 'Checked links',
    text: 'Every internal link and #anchor is checked when you build, so a renamed page never leaves a dead link behind.',
    icon: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  },
  {
    title: 'Static and fast',
    text: 'The output is plain HTML that reads without JavaScript. Host it on GitHub Pages, Netlify or any web server.',
    icon: 'M13 2 4 14h7l-1 8 9-12h-7z',
  },
];

function FeatureCard({ feature }: { feature: Feature }): ReactElement {
  return (
    <div className="home-feature">
      <svg style={{ display: 'block', margin: '0 auto 1rem', color: 'var(--c-brand)' }} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <path d={feature.icon} />
      </svg>
      <h2 className="home-feature__title">{feature.title}</h2>
      <p className="home-feature__text">{feature.text}</p>
    </div>
  );
}

export default function Home(): ReactElement {
  return (
    <>
      <header className="home-hero">
        <h1 className="home-hero__title">{config.title}</h1>
        <p className="home-hero__tagline">{config.tagline}</p>
        <div className="home-hero__actions">
          <a className="button button--primary button--lg" href="/docs/intro">
            Read the docs
          </a>
          <a className="button button--secondary button--lg" href="/blog">
            Visit the blog
          </a>
        </div>
      </header>
      <section className="home-features">
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </section>
      <section className="home-install">
        <h2>Make it yours</h2>
        <pre className="home-install__code">
          <code>npm run dev</code>
        </pre>
        <p>
          Then edit <code>pages/index.tsx</code> for this page and <code>docs/intro.md</code> for the first doc: the
          browser shows each change as you save. The <a href="/docs/intro">introduction</a> walks you through the rest.
        </p>
      </section>
    </>
  );
}
