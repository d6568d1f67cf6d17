import type { ComponentProps } from 'react';
import { ThemedComponent } from './common/components.js';

/** The props of `@theme/ThemedImage`: an image's, with one source per colour mode. */
export interface ThemedImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  sources: { light: string; dark: string };
}

/** `@theme/ThemedImage`: the source of the page's colour mode; the static HTML has both images, each with its mode's class. */
export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return <ThemedComponent className={className}>{({ theme, className: themed }) => <img src={sources[theme]} alt={alt} className={themed} {...props} />}</ThemedComponent>;
}
