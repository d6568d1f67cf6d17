/** Advice that several errors share, written once. */
export const hints = {
  rebuild: 'Fix the file and run the build again; the previous output was left untouched.',
  baseUrl: 'baseUrl is the path the site is served under: "/" or a path such as "/hexagon/".',
  sidebarDocId: 'Use a doc id from the list, or add the doc. A doc id is its path under docs/ without the extension, or its `id` front matter.',
  outsideSite: 'hexsite reads only files inside the site folder, so that a build never publishes other files of the machine. Copy the file into the site folder.',
} as const;
