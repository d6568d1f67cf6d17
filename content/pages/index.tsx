import React from 'react';

export const title = 'Hexagon - Build your Team\'s CLI';
export const description =
  "Make your team's knowledge truly accessible, truly shared, and truly empowering by creating your own CLI";

const DEMO_GIF =
  'https://user-images.githubusercontent.com/11464844/141402773-2fa1e859-cbe7-43a2-87e8-81620307167f.gif';

type Feature = {
  title: string;
  image: string;
  text: string;
};

const FEATURES: Feature[] = [
  {
    title: 'Simple Configuration',
    image: '/img/hexagon_simple_config.svg',
    text:
      'Describe your CLI, its environments and its tools in a single YAML file. Links and shell commands need no code at all.',
  },
  {
    title: 'Multiple Tool Types',
    image: '/img/hexagon_tool_types.svg',
    text:
      'Open web links, run shell commands and scripts, write Python tools with typed arguments, and organise everything in groups.',
  },
  {
    title: 'Environment Support',
    image: '/img/hexagon_environments.svg',
    text:
      'Give every tool its own values for dev, qa or prod. Pick the environment by name or alias right after the tool, or choose it from a prompt.',
  },
];

function HomeFeature({ feature }: { feature: Feature }): React.ReactElement {
  return (
    <div className="home-feature">
      <img className="home-feature__img" src={feature.image} alt="" />
      <h2 className="home-feature__title">{feature.title}</h2>
      <p className="home-feature__text">{feature.text}</p>
    </div>
  );
}

export default function Home(): React.ReactElement {
  return (
    <>
      <header className="home-hero">
        <h1 className="home-hero__title">Hexagon</h1>
        <p className="home-hero__tagline">{description}</p>
        <div className="home-hero__actions">
          <a className="button button--primary button--lg" href="/docs/intro">
            Get Started
          </a>
          <a className="button button--secondary button--lg" href="/docs/getting-started/quick-start">
            Build your first CLI
          </a>
        </div>
        <img
          className="home-hero__demo"
          src={DEMO_GIF}
          alt="Demo of a team CLI built with Hexagon running in a terminal"
          loading="lazy"
        />
      </header>
      <section className="home-features">
        {FEATURES.map((feature) => (
          <HomeFeature key={feature.title} feature={feature} />
        ))}
      </section>
      <section className="home-install">
        <h2>Install in one line</h2>
        <pre className="home-install__code">
          <code>pipx install hexagon</code>
        </pre>
        <p>
          Hexagon needs Python 3.10 or newer. Then follow the{' '}
          <a href="/docs/getting-started/quick-start">quick start</a> to write, install and run your team&apos;s CLI.
        </p>
      </section>
    </>
  );
}
