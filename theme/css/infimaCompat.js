// Injected into the React pages of a site read from its Docusaurus config: their stylesheet gets
// Infima's layout and utility classes (see infima-compat.css).
import './infima-compat.css';
