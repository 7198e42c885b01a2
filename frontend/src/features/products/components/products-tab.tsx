import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RecentReviews } from '../../reviews';
import { type ProductListQuery, useProducts } from '../api/get-products';
import { type ConsumerCategory, categoryLabel } from '../category-labels';
import { productListErrorMessage } from '../product-messages';
import { CategoryTabs } from './category-tabs';
import { FeaturedProducts } from './featured-products';
import { Pagination } from './pagination';
import { DEFAULT_FILTERS, ProductFilters, type ProductFilterValues } from './product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { FilterIcon, SearchIcon } from './product-icons';
import styles from './products-tab.module.css';

const PRODUCT_SEARCH_DEBOUNCE_MS = 500;

/**
 * The grid's query: on the recommended tab no category and the caller's match as the order (highest first,
 * computed by the server); filters only when they narrow something.
 */
export const listQuery = (
  page: number,
  category: ConsumerCategory,
  keyword: string,
  filters: ProductFilterValues,
): ProductListQuery => ({
  page,
  ...(category === 'recommended' ? { sort: 'match' } : { category }),
  ...(keyword ? { keyword } : {}),
  ...(filters.maxPrice < DEFAULT_FILTERS.maxPrice ? { maxPrice: filters.maxPrice } : {}),
  ...(filters.minRating > 0 ? { minRating: filters.minRating } : {}),
});

/**
 * The products tab (spec 2.9). Search waits 500 ms after the last keystroke; a new search, category or
 * filter starts again at page 1. The filters are sent to the server (minPrice/maxPrice/minRating), so they
 * narrow the whole catalog and not only the page on screen.
 */
export function ProductsTab() {
  const openScreen = useOpenScreen();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ConsumerCategory>('recommended');
  const [filters, setFilters] = useState<ProductFilterValues>(DEFAULT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [page, setPage] = useState(1);
  const keyword = useDebouncedValue(search.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const appliedFilters = useDebouncedValue(filters, PRODUCT_SEARCH_DEBOUNCE_MS);
  const products = useProducts(listQuery(page, category, keyword, appliedFilters));
  const open = (id: string) => openScreen(appPaths.product(id));
  const shown = products.data?.data ?? [];

  return (
    <div className="stack stack--lg">
      <header>
        <h1 className="title">Produtos</h1>
        <p className="muted">Encontre produtos compatíveis com a sua pele.</p>
      </header>
      <Button variant="secondary" onClick={() => openScreen(appPaths.scanner)}>
        Escanear rótulo
      </Button>

      <SearchRow
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((isOpen) => !isOpen)}
      />

      {filtersOpen && (
        <ProductFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      )}

      <CategoryTabs
        value={category}
        onChange={(next) => {
          setCategory(next);
          setPage(1);
        }}
      />

      {category === 'recommended' && <FeaturedProducts onOpen={open} />}

      <CatalogSection products={products} category={category} onOpen={open} onPage={setPage} />

      <RecentReviews products={shown} onOpenProduct={open} />
    </div>
  );
}

/** The catalog's page: its states, the grid and the pages. */
function CatalogSection({
  products,
  category,
  onOpen,
  onPage,
}: {
  products: ReturnType<typeof useProducts>;
  category: ConsumerCategory;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}) {
  const shown = products.data?.data ?? [];
  return (
    <section className="stack" aria-labelledby="catalog-title" aria-busy={products.isFetching}>
      <h2 id="catalog-title" className="section-title">
        {category === 'recommended' ? 'Todos os Produtos' : categoryLabel(category)}
        {products.data && <span className="muted"> ({products.data.total})</span>}
      </h2>
      {products.isPending ? (
        <ProductGridSkeleton />
      ) : products.isError ? (
        <LoadError
          message={productListErrorMessage(products.error)}
          onRetry={() => void products.refetch()}
          testId="products-error"
        />
      ) : shown.length === 0 ? (
        <p className="empty-state" data-testid="products-empty">
          Nenhum produto encontrado. Tente outra busca ou ajuste os filtros.
        </p>
      ) : (
        <>
          <ProductGrid products={shown} onOpen={onOpen} label="Produtos" />
          <Pagination
            page={products.data.page}
            pages={products.data.pages}
            onChange={(next) => {
              onPage(next);
              window.scrollTo?.({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}

/** The search box, and the button that shows the filters. */
function SearchRow({
  search,
  onSearch,
  filtersOpen,
  onToggleFilters,
}: {
  search: string;
  onSearch: (search: string) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const searchId = useId();
  return (
    <div className={styles.searchRow}>
      <div className={styles.searchBox}>
        <label htmlFor={searchId} className="visually-hidden">
          Buscar produtos
        </label>
        <SearchIcon />
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Buscar por nome, marca ou ingrediente"
          data-testid="product-search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={`icon-button ${styles.filterToggle}`}
        aria-label="Filtros"
        aria-expanded={filtersOpen}
        onClick={onToggleFilters}
      >
        <FilterIcon />
      </button>
    </div>
  );
}
