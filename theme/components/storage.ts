/**
 * localStorage that never throws: in an iframe, an incognito window or under strict privacy
 * settings storage can be unavailable; settings then last for the session only.
 */
let warned = false;

function storage(): Storage | null {
  try {
    const store = window.localStorage;
    store.getItem('theme');
    return store;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(
        'hexsite browser storage is not available.\nPossible reasons: running the site in an iframe, in an incognito browser session, or using too strict browser privacy settings.',
        error,
      );
    }
    return null;
  }
}

/** Reads a key; null when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.error(`hexsite storage error, can't get key=${key}`, error);
    return null;
  }
}

/** Writes a key (removes it for null) and tells listeners in this tab, as other tabs are told by the browser. */
export function writeStorage(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  const oldValue = store.getItem(key);
  if (oldValue === value) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch (error) {
    console.error(`hexsite storage error, can't ${value === null ? 'delete' : 'set'} key=${key}`, error);
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: store }));
}
