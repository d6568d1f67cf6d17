import { useEffect, useState } from 'react';

/** Where a slot keeps its value: the browser's `localStorage`, `sessionStorage`, or nowhere. */
export type StorageType = 'localStorage' | 'sessionStorage' | 'none';

/** One key of the browser's storage, as `createStorageSlot` of `@docusaurus/theme-common` gives it. */
export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

function storageOf(type: StorageType): Storage | null {
  if (type === 'none' || typeof window === 'undefined') return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}

/** A key of the browser's storage (`localStorage` unless `persistence` says otherwise); on the server, and where storage is refused, a slot that holds nothing. */
export function createStorageSlot(key: string, options: { persistence?: StorageType } = {}): StorageSlot {
  const store = () => storageOf(options.persistence ?? 'localStorage');
  const tell = (oldValue: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: store() }));
  return {
    get: () => store()?.getItem(key) ?? null,
    set: (value) => {
      const oldValue = store()?.getItem(key) ?? null;
      store()?.setItem(key, value);
      tell(oldValue, value);
    },
    del: () => {
      const oldValue = store()?.getItem(key) ?? null;
      store()?.removeItem(key);
      tell(oldValue, null);
    },
    listen: (onChange) => {
      const listener = (event: StorageEvent) => event.key === key && onChange(event);
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** `useStorageSlot`: a slot's value, followed as it changes (in this tab and others); `null` in the static HTML. */
export function useStorageSlot(key: string | null, options: { persistence?: StorageType } = {}): [string | null, StorageSlot] {
  const [slot] = useState(() => createStorageSlot(key ?? '', options));
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    setValue(slot.get());
    return slot.listen((event) => setValue(event.newValue));
  }, [key, slot]);
  return [value, slot];
}

/** The keys a storage holds. */
export function listStorageKeys(type: StorageType = 'localStorage'): string[] {
  const store = storageOf(type);
  return store ? Array.from({ length: store.length }, (_, index) => store.key(index)!) : [];
}
