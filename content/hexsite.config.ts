import { defineConfig } from 'hexsite';

export default defineConfig({
  title: 'Hexagon',
  tagline: "Make your team's knowledge truly accessible, truly shared, and truly empowering by creating your own CLI",
  favicon: 'img/favicon.svg',
  url: 'https://lt-mayonesa.github.io',
  baseUrl: '/hexagon/',
  image: 'img/social-card.svg',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  docs: {
    sidebarPath: 'sidebars.ts',
    editUrl: 'https://github.com/lt-mayonesa/hexagon/tree/master/website/',
  },
  navbar: {
    title: 'Hexagon',
    logo: { alt: 'Hexagon Logo', src: '/img/hexagon-logo.svg' },
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation' },
      { type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API' },
      { to: '/blog', label: 'Blog', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
      { href: 'https://github.com/lt-mayonesa/hexagon', label: 'GitHub', position: 'right' },
      { href: 'https://pypi.org/project/hexagon/', label: 'PyPI', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', to: '/docs/intro' },
          { label: 'API Reference', to: '/docs/api' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discussions', href: 'https://github.com/lt-mayonesa/hexagon/discussions' },
          { label: 'Issues', href: 'https://github.com/lt-mayonesa/hexagon/issues' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/lt-mayonesa/hexagon' },
          { label: 'PyPI', href: 'https://pypi.org/project/hexagon/' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Joaco Campero. Built with hexsite.',
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
});
