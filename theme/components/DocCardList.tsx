import type { Card } from '../../src/site/types.js';
import { DocIcon, FolderIcon } from './Icons.js';

/** A grid of cards, one per page or sub-category of a category. */
export function DocCardList({ cards }: { cards: Card[] }) {
  return (
    <section className="card-grid">
      {cards.map((card) => (
        <a key={card.href} className="card" href={card.href}>
          <h2 className="card__title" title={card.title}>
            {card.type === 'category' ? <FolderIcon size={18} /> : <DocIcon size={18} />}
            <span>{card.title}</span>
          </h2>
          {card.description && (
            <p className="card__description" title={card.description}>
              {card.description}
            </p>
          )}
        </a>
      ))}
    </section>
  );
}
