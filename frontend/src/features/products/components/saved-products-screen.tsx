import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { SearchableList } from '../../../components/searchable-list';
import { SkeletonRows } from '../../../components/skeleton';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { formatPrice } from '../../../lib/format';
import { useAddToCart } from '../../orders';
import { useSavedProducts } from '../api/get-saved-products';
import { categoryLabel } from '../category-labels';
import { filterSavedProducts } from '../filter-saved-products';
import { favouriteText } from '../product-messages';
import { useConfirmedFavourite } from '../use-favourite-toggle';
import { AddToCartButton } from './add-to-cart-button';
import { AlertIcon } from './product-icons';
import shared from './products.module.css';
import styles from './saved-products-screen.module.css';

/** Produtos Salvos (spec 2.11): search by name or category, remove (after the call succeeds), 'Adicionar'. */
export function SavedProductsScreen() {
  const openScreen = useOpenScreen();
  const saved = useSavedProducts();
  const remove = useConfirmedFavourite(favouriteText.savedRemoveFailed);
  const addToCart = useAddToCart();

  if (saved.isPending) return <SkeletonRows height="72px" radius="var(--radius-md)" testId="saved-loading" />;
  if (saved.isError)
    return (
      <LoadError
        message={favouriteText.savedLoadFailed}
        onRetry={() => void saved.refetch()}
        testId="saved-error"
      />
    );

  return (
    <SearchableList
      items={saved.data}
      filter={filterSavedProducts}
      search={{
        label: 'Buscar produtos salvos',
        placeholder: 'Buscar por nome ou categoria',
        testId: 'saved-search',
      }}
      empty={{
        message: 'Você ainda não salvou produtos. Toque no coração de um produto para guardá-lo aqui.',
        testId: 'saved-empty',
      }}
      noMatch="Nenhum produto salvo encontrado."
      list={{ label: 'Produtos salvos', testId: 'saved-list' }}
      renderItem={(product) => {
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
                  <span className={shared.alertPill}>
                    <AlertIcon />
                    Contém {product.alerts.map((a) => a.ingredient).join(', ')}
                  </span>
                )}
                <span className="product-row__price">{formatPrice(product.price)}</span>
              </span>
            </button>
            <div className={styles.savedActions}>
              <AddToCartButton
                product={product}
                variant="secondary"
                size="small"
                onAdd={() => addToCart.mutate(product.id)}
              />
              <Button
                variant="danger-outline"
                size="small"
                aria-label={`Remover ${product.name} dos salvos`}
                disabled={removing}
                onClick={() => remove.mutate({ id: product.id, saved: false })}
              >
                {removing ? 'Removendo...' : 'Remover'}
              </Button>
            </div>
          </li>
        );
      }}
    />
  );
}
