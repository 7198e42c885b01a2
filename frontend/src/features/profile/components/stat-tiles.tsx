interface StatTilesProps {
  reviewCount: number;
  savedCount: number;
  onReviews: () => void;
  onSaved: () => void;
}

/** Pedidos (disabled, 'Em breve'), Avaliações and Favoritos (spec 2.11). */
export function StatTiles({ reviewCount, savedCount, onReviews, onSaved }: StatTilesProps) {
  return (
    <div className="stat-tiles">
      <button type="button" className="stat-tile" disabled aria-label="Pedidos: em breve">
        <span className="stat-tile__value">–</span>
        <span className="stat-tile__label">Pedidos</span>
        <span className="pill pill--muted">Em breve</span>
      </button>
      <button
        type="button"
        className="stat-tile"
        onClick={onReviews}
        aria-label={`Avaliações: ${reviewCount}`}
      >
        <span className="stat-tile__value">{reviewCount}</span>
        <span className="stat-tile__label">Avaliações</span>
      </button>
      <button type="button" className="stat-tile" onClick={onSaved} aria-label={`Favoritos: ${savedCount}`}>
        <span className="stat-tile__value">{savedCount}</span>
        <span className="stat-tile__label">Favoritos</span>
      </button>
    </div>
  );
}
