import { describe, expect, it } from 'vitest';
import { siteError, writeSite } from '../helpers.js';

describe('themeOverrides: stylesheets', () => {
  it('refuses a stylesheet an override imports, naming it, rather than leaving it unlinked', async () => {
    const site = await writeSite({
      'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }),
      'docs/intro.md': '# Intro\n',
      'src/theme/Footer.tsx': "import Footer from '@theme-original/Footer';\nimport './footer.css';\nexport default function Wrapped(props: any) {\n  return <Footer {...props} />;\n}\n",
      'src/theme/footer.css': 'footer { border-top: 4px solid red; }\n',
    });
    const message = await siteError(site);
    expect(message).toContain('src/theme/footer.css');
    expect(message).toContain('Unexpected stylesheet imported by a theme override');
    expect(message).toContain('[theme-override-css]');
  });
});
