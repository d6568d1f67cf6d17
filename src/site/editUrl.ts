import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import { isSafeUrl, SAFE_URL_SCHEMES } from '../util/safeUrl.js';
import { encodeUrlPath } from '../util/url.js';

/** What Docusaurus passes an `editUrl` function: the docs plugin's or the blog plugin's fields. */
export interface EditUrlContext {
  locale: string;
  permalink: string;
  /** Docs: the version's name (`current`) and folder, and the file's path in it. */
  version?: string;
  versionDocsDirPath?: string;
  docPath?: string;
  /** Blog: its folder, and the post's path in it. */
  blogDirPath?: string;
  blogPath?: string;
}

/** `editUrl` as a function of the page, as Docusaurus's docs and blog plugins take it. */
export type EditUrlFunction = (context: EditUrlContext) => string | undefined | null;

/**
 * The "Edit this page" link of a source file: front matter `custom_edit_url` wins (`null` means
 * none); otherwise the configured `editUrl`: a string is joined with the content folder and the
 * file's path, encoded (`docs/c#.md` → `docs/c%23.md`) so that the link names the file; a function
 * is asked with the page's fields and may answer nothing (no link). A function that throws or
 * answers what is not a safe URL is an error of the config, naming the page.
 */
export function editUrlOf(options: {
  editUrl?: string | EditUrlFunction;
  folder: string;
  sourcePath: string;
  custom: string | null | undefined;
  /** The config's key (`docs.editUrl`) and file, and the page's fields, for a function. */
  key: string;
  configFile: string;
  context: () => EditUrlContext;
}): string | undefined {
  const { editUrl, folder, sourcePath, custom } = options;
  if (custom !== undefined) return custom ?? undefined;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') {
    const base = editUrl.endsWith('/') ? editUrl : `${editUrl}/`;
    return `${base}${encodeUrlPath(`${folder}/${sourcePath}`)}`;
  }
  const page = `${folder}/${sourcePath}`;
  let answer: unknown;
  try {
    answer = editUrl(options.context());
  } catch (caught) {
    throw new HexsiteError(`Unexpected error from \`${options.key}\` for \`${page}\`: ${describeThrown(caught)}`, {
      file: options.configFile,
      ruleId: 'edit-url-failed',
      hint: `Fix the function, or give \`custom_edit_url\` in the page's front matter.`,
      cause: caught,
    });
  }
  if (answer === undefined || answer === null || answer === '') return undefined;
  if (typeof answer !== 'string' || !isSafeUrl(answer, {})) {
    throw new HexsiteError(`Unexpected \`${options.key}\` answer ${JSON.stringify(answer) ?? String(answer)} for \`${page}\`, expected ${SAFE_URL_SCHEMES}, or nothing for no link`, {
      file: options.configFile,
      ruleId: 'edit-url-invalid',
      hint: 'Return the URL of the page\'s source as a string, or undefined to show no edit link.',
    });
  }
  return answer;
}
