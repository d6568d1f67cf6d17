import { HexsiteError } from '../../src/errors/HexsiteError.js';

/**
 * The mistakes Docusaurus's `<Tabs>` refuses, in hexsite's words. They are thrown while the
 * page renders; the MDX stage adds the file to them.
 */
export const tabsErrors = {
  badChild: (name: string) =>
    new HexsiteError(`Unexpected <${name}> inside <Tabs>, expected <TabItem> elements with a \`value\``, {
      ruleId: 'tabs-child',
      hint: 'Put each panel in a <TabItem value="…" label="…">, or list the tabs in <Tabs values={[…]}> and give each child the `value` of its tab.',
    }),
  empty: () =>
    new HexsiteError('Unexpected <Tabs> without tabs, expected at least one <TabItem>', {
      ruleId: 'tabs-empty',
      hint: 'Add a <TabItem value="…"> for each tab, or remove the <Tabs>.',
    }),
  duplicate: (values: string[]) =>
    new HexsiteError(`Unexpected duplicate tab ${values.length === 1 ? 'value' : 'values'} ${values.map((value) => `"${value}"`).join(', ')} in <Tabs>, expected every tab to have its own \`value\``, {
      ruleId: 'tabs-duplicate-value',
      hint: 'Give each <TabItem> a different `value`: it is what a `groupId`, the query string and the stored choice refer to.',
    }),
  defaultValue: (value: string, values: string[]) =>
    new HexsiteError(`Unexpected defaultValue "${value}" of <Tabs>, expected one of its values: ${values.map((known) => `"${known}"`).join(', ')}`, {
      ruleId: 'tabs-default-value',
      hint: 'Use the `value` of one of its tabs, or defaultValue={null} to show no tab until one is chosen.',
    }),
  queryString: () =>
    new HexsiteError('Unexpected queryString={true} on <Tabs> without a groupId, expected a groupId to name the query parameter', {
      ruleId: 'tabs-query-string',
      hint: 'Add groupId="…" (the parameter is then named after it), or name the parameter: queryString="os".',
    }),
};
