import { useCallback, useContext } from 'react';
import { addBaseUrl, type BaseUrlOptions } from './baseUrl.js';
import { MdxContext } from './MdxContext.js';

export type { BaseUrlOptions };

/** What `useBaseUrlUtils` returns. */
export interface BaseUrlUtils {
  withBaseUrl(url: string, options?: BaseUrlOptions): string;
}

/** `@docusaurus/useBaseUrl`'s `useBaseUrlUtils`: a function that adds the base URL, for URLs known only while rendering. */
export function useBaseUrlUtils(): BaseUrlUtils {
  const { siteConfig } = useContext(MdxContext);
  const baseUrl = typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/';
  const siteUrl = typeof siteConfig.url === 'string' ? siteConfig.url : '';
  const withBaseUrl = useCallback((url: string, options?: BaseUrlOptions) => addBaseUrl({ url, baseUrl, siteUrl, options }), [baseUrl, siteUrl]);
  return { withBaseUrl };
}

/** `@docusaurus/useBaseUrl`: `url` with the site's base URL (`{absolute: true}`: with its origin too). */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
