// The reviews feature as other features see it: the two panels the products screens embed. 'Minhas
// Avaliações' loads lazily from app/, so it is not re-exported here.
export { ProductReviewsPanel } from './components/product-reviews-panel';
export { RecentReviews } from './components/recent-reviews';
