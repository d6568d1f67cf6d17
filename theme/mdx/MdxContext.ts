// Stand-in until the builtins branch lands.
import { createContext } from 'react';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export interface MdxContextValue {
  siteConfig: Record<string, unknown>;
  resolveUrl(url: string): string;
  toc: TocEntry[];
  frontMatter: Record<string, unknown>;
  addHead?(html: string): void;
}

export const MdxContext = createContext<MdxContextValue>({ siteConfig: {}, resolveUrl: (url) => url, toc: [], frontMatter: {} });
