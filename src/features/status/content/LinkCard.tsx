// Link preview card: image, title, description (clamped to 3 lines), provider.
import type { LinkCard as Card } from '../../../entities/types';

export function LinkCard({ card }: { card: Card }) {
  let host = card.provider_name;
  if (!host) {
    try {
      host = new URL(card.url, window.location.href).hostname;
    } catch {
      host = '';
    }
  }
  return (
    <a className="link-card" href={card.url} target="_blank" rel="noopener noreferrer nofollow">
      {card.image && <img className="link-card__image" src={card.image} alt="" loading="lazy" decoding="async" />}
      <span className="link-card__text">
        {host && <span className="link-card__provider faint">{host}</span>}
        <span className="link-card__title">{card.title || card.url}</span>
        {card.description && <span className="link-card__description">{card.description}</span>}
      </span>
    </a>
  );
}
