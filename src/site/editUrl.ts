import { encodeUrlPath } from '../util/url.js';

/**
 * The "Edit this page" link of a source file: front matter `custom_edit_url` wins (`null` means
 * none); otherwise the configured `editUrl`, the content folder and the file's path, encoded
 * (`docs/c#.md` → `docs/c%23.md`) so that the link names the file.
 */
export function editUrlOf(options: { editUrl?: string; folder: string; sourcePath: string; custom: string | null | undefined }): string | undefined {
  const { editUrl, folder, sourcePath, custom } = options;
  if (custom !== undefined) return custom ?? undefined;
  if (!editUrl) return undefined;
  const base = editUrl.endsWith('/') ? editUrl : `${editUrl}/`;
  return `${base}${encodeUrlPath(`${folder}/${sourcePath}`)}`;
}
