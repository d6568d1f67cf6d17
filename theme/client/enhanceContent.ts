/** How long the "Copied" state of a copy button lasts (ms). */
const COPIED_FOR = 1000;

import type { Translate } from '../components/SiteContext.js';
import { enhanceTabs, type TabStorage } from './tabs.js';

/**
 * Adds what content HTML cannot carry by itself: a copy button on every code block (the
 * listener is one, delegated from the document), and switching to the tabs of `npm2yarn`
 * blocks and MDX's <Tabs>, kept in `storage`. Runs again after each page change; the buttons
 * speak the site's language through `translate`.
 */
export function enhanceContent(root: Document, storage: TabStorage, translate: Translate = (_id, english) => english) {
  if (root.querySelector('.tabs')) enhanceTabs(root, storage);
  labels = {
    copy: translate('theme.CodeBlock.copy', 'Copy'),
    copied: translate('theme.CodeBlock.copied', 'Copied'),
    copyAria: translate('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'),
  };
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    if (block.querySelector('.code-block__copy')) continue;
    const button = root.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.setAttribute('aria-label', labels.copyAria);
    button.title = labels.copy;
    button.textContent = labels.copy;
    block.append(button);
  }
  if (listening) return;
  listening = true;
  root.addEventListener('click', onClick);
}

/** The copy buttons' one listener, added with the first page's buttons; later pages add only buttons. */
let listening = false;
/** What the copy buttons say, in the language of the page shown. */
let labels = { copy: 'Copy', copied: 'Copied', copyAria: 'Copy code to clipboard' };

function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('.code-block__copy');
  if (!(button instanceof HTMLButtonElement)) return;
  const code = button.closest('.code-block')?.querySelector('code');
  if (!code) return;
  const text = [...code.querySelectorAll('.code-line')].map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
  void copy(text).then(() => {
    button.classList.add('is-copied');
    button.setAttribute('aria-label', labels.copied);
    button.textContent = labels.copied;
    window.setTimeout(() => {
      button.classList.remove('is-copied');
      button.setAttribute('aria-label', labels.copyAria);
      button.textContent = labels.copy;
    }, COPIED_FOR);
  });
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission (plain http, older browsers) a hidden textarea still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
