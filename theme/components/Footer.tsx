import { NavLink } from './NavLink.js';
import { useSite } from './SiteContext.js';

/** Link columns and the copyright line. */
export function Footer() {
  const { chrome } = useSite();
  const footer = chrome.footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <NavLink href={item.href} external={item.external} className="footer__link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {footer.copyright && <div className="footer__copyright">{footer.copyright}</div>}
      </div>
    </footer>
  );
}
