/** One entry of a translation file, as Docusaurus writes it. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

/** A translation file's content: entry by id. */
export type TranslationContent = Record<string, TranslationEntry>;

/**
 * A translation file after `write-translations`, as Docusaurus merges it: every id found, with
 * the message already in the file kept (unless `override`: then the default message), and the
 * description found; ids the file has that nothing uses are kept. Sorted by id, so that the file
 * reads the same whatever order the code was read in.
 */
export function mergeTranslations(existing: TranslationContent, found: TranslationContent, override: boolean): TranslationContent {
  const merged: TranslationContent = { ...existing };
  for (const [id, entry] of Object.entries(found)) {
    const message = override ? entry.message : (existing[id]?.message ?? entry.message);
    const description = entry.description ?? existing[id]?.description;
    merged[id] = { message, ...(description !== undefined && { description }) };
  }
  return Object.fromEntries(Object.keys(merged).sort().map((id) => [id, merged[id]]));
}
