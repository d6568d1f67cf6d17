import { NavLink } from './NavLink.js';
import { useSite } from './SiteContext.js';

/** Link columns and the copyright line (HTML). */
export function Footer() {
  const { chrome } = useSite();
  const footer = chrome.footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className={column.className ? `footer__column ${column.className}` : 'footer__column'}>
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item, index) =>
                  // The site author's HTML in place of a link (`html`).
                  item.html !== undefined ? (
                    <li key={index} className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={item.label}>
                      <NavLink href={item.href} external={item.external} className={item.className ? `footer__link ${item.className}` : 'footer__link'}>
                        {item.label}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
        {/* The site author's HTML (links, line breaks), as Docusaurus shows it. */}
        {footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}
