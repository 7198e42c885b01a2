import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { StarRating } from '../../../components/star-rating';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { formatPrice } from '../../../lib/format';
import { useAddToCart } from '../../orders';
import { ProductReviewsPanel } from '../../reviews';
import { type ProductDetail, useProduct } from '../api/get-product';
import { categoryLabel } from '../category-labels';
import { favouriteText, productDetailText } from '../product-messages';
import { purchaseUrl } from '../purchase-url';
import { useConfirmedFavourite } from '../use-favourite-toggle';
import { AddToCartButton } from './add-to-cart-button';
import { CompatibilityBox } from './compatibility-box';
import { FavouriteButton } from './favourite-button';
import { IngredientList } from './ingredient-list';
import { PriceBlock } from './price-block';
import { ProductDescription } from './product-description';
import styles from './product-details-screen.module.css';
import { AlertIcon } from './product-icons';
import shared from './products.module.css';

const TABS = [
  { id: 'description', label: 'Descrição' },
  { id: 'ingredients', label: 'Ingredientes' },
  { id: 'reviews', label: 'Avaliações' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function DescriptionPanel({ product }: { product: ProductDetail }) {
  return (
    <div className="stack stack--lg">
      <ProductDescription text={product.description} />
      {product.recommendationReason && (
        <section className={styles.reasonBox}>
          <h3 className={styles.sectionHeading}>Por que combina com você</h3>
          <p>{product.recommendationReason}</p>
        </section>
      )}
      {product.howToUse.trim() && (
        <section>
          <h3 className={styles.sectionHeading}>Como Usar</h3>
          <p>{product.howToUse}</p>
        </section>
      )}
      {product.benefits.length > 0 && (
        <section>
          <h3 className={styles.sectionHeading}>Benefícios</h3>
          <ul className={styles.benefits}>
            {product.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      {product.skinTypes.length > 0 && (
        <section>
          <h3 className={styles.sectionHeading}>Indicado para</h3>
          <ul className={styles.tags}>
            {product.skinTypes.map((type) => (
              <li key={type} className="pill pill--accent">
                {type}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function IngredientsPanel({ product }: { product: ProductDetail }) {
  return (
    <div className="stack stack--lg">
      <IngredientList ingredients={product.ingredients} alerts={product.compatibility.alerts} />
      <CompatibilityBox compatibility={product.compatibility} />
      {product.concernLabels.length > 0 && (
        <section>
          <h3 className={styles.sectionHeading}>Recomendado para</h3>
          <ul className={styles.tags}>
            {product.concernLabels.map((label) => (
              <li key={label} className="pill pill--primary">
                {label}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Alternatives({
  products,
  onOpen,
}: {
  products: ProductDetail['alternatives'];
  onOpen: (id: string) => void;
}) {
  if (products.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="alternatives-title">
      <h3 id="alternatives-title" className={styles.sectionHeading}>
        Alternativas
      </h3>
      <ul className={styles.alternatives} data-testid="alternatives">
        {products.map((alternative) => (
          <li key={alternative.id}>
            <button type="button" className={styles.alternative} onClick={() => onOpen(alternative.id)}>
              <img src={alternative.imageUrl} alt="" className={styles.alternativeImage} />
              <span className="product-row__name">{alternative.name}</span>
              <span className="muted">{formatPrice(alternative.price)}</span>
              {alternative.recommendationScore !== null && (
                <span className={shared.matchInline}>
                  {Math.round(alternative.recommendationScore)}% compatível
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="stack" data-testid="product-loading" aria-busy="true">
      <Skeleton height="220px" radius="var(--radius-lg)" />
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton width="40%" />
      <Skeleton height="4rem" />
    </div>
  );
}

/**
 * Product detail (spec 2.9): image, heart, match badge from the user's compatibility, rating, price and
 * discount, 'Comprar', and the Descrição / Ingredientes / Avaliações tabs, plus the avoid-list alert and
 * the alternatives without the flagged ingredients.
 */
export function ProductDetailsScreen({ productId }: { productId: string }) {
  const openScreen = useOpenScreen();
  const product = useProduct(productId);
  const addToCart = useAddToCart();
  const [tab, setTab] = useState<TabId>('description');

  if (product.isPending) return <DetailSkeleton />;
  if (product.isError)
    return (
      <LoadError
        message={productDetailText.loadFailed}
        onRetry={() => void product.refetch()}
        testId="product-error"
      />
    );

  const p = product.data;
  return (
    <article className="stack stack--lg" aria-labelledby="product-name" data-testid="product-details">
      <ProductHero product={p} />

      <ProductHeading product={p} />

      {p.compatibility.alerts.length > 0 && (
        <div className={styles.alertBanner} role="alert" data-testid="product-alert-banner">
          <AlertIcon />
          <span>
            Atenção: este produto contém {p.compatibility.alerts.map((a) => a.ingredient).join(', ')}, da sua
            lista de ingredientes a evitar.
          </span>
        </div>
      )}

      <AddToCartButton
        variant="primary"
        block
        product={p}
        busy={addToCart.isPending}
        onAdd={() => addToCart.mutate(p.id)}
        label="Adicionar ao carrinho"
        withIcon={false}
      />
      <Button asChild variant="secondary" block>
        <a href={purchaseUrl(p.name)} target="_blank" rel="noopener sponsored" data-testid="buy-link">
          Comprar
          <span className="visually-hidden"> (abre a loja em uma nova aba)</span>
        </a>
      </Button>

      <ProductTabList tab={tab} onSelect={setTab} />
      <div id={`product-panel-${tab}`} role="tabpanel" aria-labelledby={`product-tab-${tab}`}>
        {tab === 'description' && <DescriptionPanel product={p} />}
        {tab === 'ingredients' && <IngredientsPanel product={p} />}
        {tab === 'reviews' && <ProductReviewsPanel productId={p.id} productName={p.name} />}
      </div>

      <Alternatives products={p.alternatives} onOpen={(id) => openScreen(appPaths.product(id))} />
    </article>
  );
}

/** The Descrição / Ingredientes / Avaliações tabs; the arrow keys move between them. */
function ProductTabList({ tab, onSelect }: { tab: TabId; onSelect: (tab: TabId) => void }) {
  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next) {
      onSelect(next.id);
      document.getElementById(`product-tab-${next.id}`)?.focus();
    }
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Informações do produto">
      {TABS.map((t) => (
        <button
          key={t.id}
          id={`product-tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={tab === t.id}
          aria-controls={`product-panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(t.id)}
          onKeyDown={onTabKey}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

function ProductHeading({ product: p }: { product: ProductDetail }) {
  return (
    <header className="stack">
      <p className={shared.cardMeta}>
        {p.brand} · {categoryLabel(p.category)}
      </p>
      <h2 id="product-name" className="title">
        {p.name}
      </h2>
      <p className={shared.cardRating}>
        <StarRating value={p.rating} size="md" />
        <span>
          {p.rating.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <span className="muted">
          ({p.numReviews} {p.numReviews === 1 ? 'avaliação' : 'avaliações'})
        </span>
      </p>
      <PriceBlock price={p.price} originalPrice={p.originalPrice} />
    </header>
  );
}

/** The image with the heart and, after an analysis, the compatibility badge. */
function ProductHero({ product: p }: { product: ProductDetail }) {
  const favourite = useConfirmedFavourite(favouriteText.detailFailed);
  const { compatibility } = p;
  return (
    <div className={styles.hero}>
      <img src={p.imageUrl} alt={p.name} className={styles.heroImage} />
      <span className={styles.heroHeart}>
        <FavouriteButton
          productName={p.name}
          saved={p.isSaved}
          busy={favourite.isPending}
          onToggle={() => favourite.mutate({ id: p.id, saved: !p.isSaved })}
        />
      </span>
      {compatibility.basedOnAnalysis && (
        <span className={styles.matchBadge} data-testid="match-badge">
          {compatibility.score}% compatível
        </span>
      )}
    </div>
  );
}
