import { common, createLowlight } from 'lowlight';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../../../src/markdown/plugins/grammars.js';

// Something of every kind of code, with the places where one language embeds another: HTML's
// script and style, JSX and tagged templates, PHP in HTML, ERB in YAML, a shell session.
const SAMPLE = `<!doctype html>
<html><head><style>a { color: red; } /* note */</style>
<script>const x = <b className="y">{1 + 2}</b>; css\`a { color: blue }\`; graphql\`{ user { id } }\`;</script></head>
<body><?php echo "hi"; ?><% if true %>ok<% end %>{{ value }}</body></html>
$ ls -la ~/src && echo "done" # comment
>>> def f(x):
...     return x + 1
key: value # yaml
  - item: <%= ENV['HOME'] %>
#include <stdio.h>
int main(void) { printf("%d\\n", 42); return 0; }
SELECT id FROM users WHERE name = 'a';
fn main() { let s = String::from("x"); }
`;

const full = createLowlight(common);

describe('markdown/plugins/grammars', () => {
  it('highlights every grammar of the common set as registering them all at once does', () => {
    for (const name of Object.keys(common)) {
      // A highlighter of its own: this grammar is the first one it meets.
      expect(createHighlighter().highlight(name, SAMPLE), name).toEqual(full.highlight(name, SAMPLE).children);
    }
  });

  it('knows aliases, met first or after other languages, and nothing else', () => {
    for (const before of [[], ['python', 'yaml']]) {
      const highlighter = createHighlighter();
      for (const language of before) highlighter.highlight(language, SAMPLE);
      for (const alias of ['html', 'golang', 'md', 'rs', 'svg', 'python']) {
        expect(highlighter.highlight(alias, SAMPLE), alias).toEqual(full.highlight(alias, SAMPLE).children);
      }
      expect(highlighter.highlight('no-such-language', SAMPLE)).toBeNull();
      expect(highlighter.highlight('constructor', SAMPLE)).toBeNull();
    }
  });

  it('finds no alias of one grammar that names another grammar or is another alias', () => {
    const owners = new Map<string, string>();
    const lowlight = createLowlight();
    for (const [name, grammar] of Object.entries(common)) {
      lowlight.register(name, (hljs) => {
        const language = grammar(hljs);
        for (const alias of [name, ...(language.aliases ?? [])]) {
          expect(owners.get(alias) ?? name, `${alias} of ${name}`).toBe(name);
          owners.set(alias, name);
        }
        return language;
      });
    }
    expect(owners.size).toBeGreaterThan(Object.keys(common).length);
  });
});
