interface StatTilesProps {
  orderCount: number;
  reviewCount: number;
  savedCount: number;
  onOrders: () => void;
  onReviews: () => void;
  onSaved: () => void;
}

/**
 * Pedidos, Avaliações and Favoritos (spec 2.11, with real orders). In the DOM the label, a space, then the
 * number (CSS shows the number on top): the visible words follow the accessible name 'Avaliações: 4' (WCAG 2.5.3).
 */
export function StatTiles({
  orderCount,
  reviewCount,
  savedCount,
  onOrders,
  onReviews,
  onSaved,
}: StatTilesProps) {
  return (
    <div className="stat-tiles">
      <button type="button" className="stat-tile" onClick={onOrders} aria-label={`Pedidos: ${orderCount}`}>
        <span className="stat-tile__label">Pedidos</span>{' '}
        <span className="stat-tile__value">{orderCount}</span>
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
