interface StatTilesProps {
  reviewCount: number;
  savedCount: number;
  onReviews: () => void;
  onSaved: () => void;
}

/**
 * Pedidos (disabled, 'Em breve'), Avaliações and Favoritos (spec 2.11). In the DOM the label, a space, then the
 * number (CSS shows the number on top): the visible words follow the accessible name 'Avaliações: 4' (WCAG 2.5.3).
 */
export function StatTiles({ reviewCount, savedCount, onReviews, onSaved }: StatTilesProps) {
  return (
    <div className="stat-tiles">
      <button type="button" className="stat-tile" disabled aria-label="Pedidos: em breve">
        <span className="stat-tile__label">Pedidos</span> <span className="stat-tile__value">–</span>{' '}
        <span className="pill pill--muted">Em breve</span>
      </button>
      <button
        type="button"
        className="stat-tile"
        onClick={onReviews}
        aria-label={`Avaliações: ${reviewCount}`}
      >
        <span className="stat-tile__label">Avaliações</span>{' '}
        <span className="stat-tile__value">{reviewCount}</span>
      </button>
      <button type="button" className="stat-tile" onClick={onSaved} aria-label={`Favoritos: ${savedCount}`}>
        <span className="stat-tile__label">Favoritos</span>{' '}
        <span className="stat-tile__value">{savedCount}</span>
      </button>
    </div>
  );
}
