import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from './Icons.js';

/**
 * The navbar search field. Ctrl+K (⌘K on a Mac) focuses it from anywhere on the page;
 * the hint shows which keys after hydration.
 */
export function SearchBox({ placeholder, shortcutHint }: { placeholder: string; shortcutHint: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [modifier, setModifier] = useState<string | null>(null);
  const [value, setValue] = useState('');

  useEffect(() => {
    setModifier(/mac/i.test(navigator.platform) ? '⌘' : 'ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="search-box" role="search">
      <SearchIcon className="search-box__icon" />
      <input
        ref={input}
        className="search-box__input"
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {shortcutHint && modifier && !value && (
        <span className="search-box__hint" aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      )}
    </div>
  );
}
