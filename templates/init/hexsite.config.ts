import { defineConfig } from 'hexsite';

// Every key is described in hexsite's README. Before you deploy, set `url` to the address the
// site will live at and `baseUrl` to its path there: '/' for a domain of its own, or
// '/<repository>/' for a GitHub Pages project site.
export default defineConfig({
  title: 'My Project',
  tagline: 'Documentation and news for My Project, built with hexsite.',
  favicon: 'img/favicon.svg',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  docs: {
    sidebarPath: 'sidebars.ts',
  },
  blog: {
    blogTitle: 'Blog',
    blogDescription: 'News and release notes of My Project.',
  },
  navbar: {
    title: 'My Project',
    logo: { alt: 'My Project logo', src: '/img/logo.svg' },
    items: [
      { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
      { to: '/blog', label: 'Blog', position: 'left' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'Deploy your site', to: '/docs/guides/deploy' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'hexsite', href: 'https://www.npmjs.com/package/hexsite' },
        ],
      },
    ],
    copyright: 'Copyright © My Project. Built with hexsite.',
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
});
