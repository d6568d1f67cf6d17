/** `@theme/Navbar/ColorModeToggle`: the colour mode toggle bound to the page's mode. */
export { NavbarColorModeToggle as default } from './ColorModeToggle.js';
