/** Images and fonts that the site's modules and their CSS import, inlined as data URLs: esbuild's `loader` for them. */
export const INLINED_ASSETS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((extension) => [extension, 'dataurl' as const]));
