/**
 * The staff area's contract, one module per part of the panel: a function bundles only the part its route uses
 * (shared's modules have no side effects, so the others are dropped).
 */
export * from './admin/admin-words';
export * from './admin/analytics';
export * from './admin/dashboard';
export * from './admin/orders';
export * from './admin/paging';
export * from './admin/products';
export * from './admin/reviews';
export * from './admin/settings';
export * from './admin/users';
