import { defineSidebars } from 'hexsite';

/** The Hexagon site's two sidebars: the tutorial (guides) and the API reference. */
export default defineSidebars({
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting Started',
      items: ['getting-started/installation', 'getting-started/quick-start', 'getting-started/configuration'],
    },
    {
      type: 'category',
      label: 'Guides',
      items: ['guides/creating-a-cli', 'guides/tool-types', 'guides/environments', 'guides/theming', 'guides/plugins'],
    },
    {
      type: 'category',
      label: 'Advanced',
      items: ['advanced/custom-tools', 'advanced/prompting', 'advanced/hooks', 'advanced/internationalization'],
    },
  ],
  apiSidebar: [
    'api',
    'api/cli',
    'api/tool',
    'api/env',
    {
      type: 'category',
      label: 'Actions',
      items: ['api/actions/web', 'api/actions/shell'],
    },
    {
      type: 'category',
      label: 'Support',
      items: ['api/support/output', 'api/support/hooks', 'api/support/storage'],
    },
  ],
});
