import { describe, expect, it } from 'vitest';
import { gtagPlugin } from '../../../src/plugins/gtagPlugin.js';
import type { PluginContext } from '../../../src/plugins/types.js';

describe('plugins/gtagPlugin', () => {
  it('loads gtag.js for the first id and configures every id, anonymising IPs when asked', async () => {
    const plugin = gtagPlugin({} as PluginContext, { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true });
    const tags = await plugin.injectHtmlTags!();
    expect(tags.headTags?.[2]).toEqual({ tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ONE' } });
    const inline = tags.headTags?.[3];
    expect(typeof inline === 'object' && inline.innerHTML).toContain(`gtag('config', "G-ONE", { 'anonymize_ip': true });\ngtag('config', "G-TWO", { 'anonymize_ip': true });`);
  });
});
