import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SkeletonRows } from '../../../components/skeleton';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { formatPrice } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useSavedProducts } from '../api/get-saved-products';
import { categoryLabel } from '../category-labels';
import { filterSavedProducts } from '../filter-saved-products';
import { CART_ALERT, favouriteText } from '../product-messages';
import { useConfirmedFavourite } from '../use-favourite-toggle';
import { AlertIcon, CartIcon } from './product-icons';
import styles from './products.module.css';

/** Produtos Salvos (spec 2.11): search by name or category, remove (after the call succeeds), 'Adicionar'. */
export function SavedProductsScreen() {
  const openScreen = useOpenScreen();
  const saved = useSavedProducts();
  const remove = useConfirmedFavourite(favouriteText.savedRemoveFailed);
  const [search, setSearch] = useState('');

  if (saved.isPending) return <SkeletonRows height="72px" radius="var(--radius-md)" testId="saved-loading" />;
  if (saved.isError)
    return (
      <LoadError
        message={favouriteText.savedLoadFailed}
        onRetry={() => void saved.refetch()}
        testId="saved-error"
      />
    );

  const shown = filterSavedProducts(saved.data, search);
  return (
    <div className="stack">
      <SearchField
        label="Buscar produtos salvos"
        placeholder="Buscar por nome ou categoria"
        value={search}
        onChange={setSearch}
        testId="saved-search"
      />
      {saved.data.length === 0 ? (
        <p className="empty-state" data-testid="saved-empty">
          Você ainda não salvou produtos. Toque no coração de um produto para guardá-lo aqui.
        </p>
      ) : shown.length === 0 ? (
        <p className="empty-state">Nenhum produto salvo encontrado.</p>
      ) : (
        <ul className="stack" aria-label="Produtos salvos" data-testid="saved-list">
          {shown.map((product) => {
            const removing = remove.isPending && remove.variables?.id === product.id;
            return (
              <li key={product.id} className={`card ${styles.savedRow}`} data-testid="saved-product">
                <button
                  type="button"
                  className={styles.savedOpen}
                  onClick={() => openScreen(appPaths.product(product.id))}
                >
                  <img src={product.imageUrl} alt="" className="product-row__image" />
                  <span className="product-row__text">
                    <span className="product-row__name">{product.name}</span>
                    <span className="muted">
                      {product.brand} · {categoryLabel(product.category)}
                    </span>
                    {product.hasAlert && (
                      <span className={styles.alertPill}>
                        <AlertIcon />
                        Contém {product.alerts.map((a) => a.ingredient).join(', ')}
                      </span>
                    )}
                    <span className="product-row__price">{formatPrice(product.price)}</span>
                  </span>
                </button>
                <div className={styles.savedActions}>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={`Adicionar ${product.name} ao carrinho`}
                    onClick={() => showToast(CART_ALERT, 'info')}
                  >
                    <CartIcon />
                    Adicionar
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    aria-label={`Remover ${product.name} dos salvos`}
                    disabled={removing}
                    onClick={() => remove.mutate({ id: product.id, saved: false })}
                  >
                    {removing ? 'Removendo...' : 'Remover'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
