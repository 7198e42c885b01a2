import type { Product } from '@pele/shared/schemas/products';
import styles from './ingredient-list.module.css';
import { AlertIcon } from './product-icons';
import shared from './products.module.css';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The label's ingredients in order; those on the user's avoid list are marked and say why. */
export function IngredientList({ ingredients, alerts }: Pick<Product, 'ingredients' | 'alerts'>) {
  return (
    <ol className={shared.ingredients} aria-label="Ingredientes">
      {ingredients.map((ingredient) => {
        const alert = alerts.find((a) => same(a.ingredient, ingredient));
        return (
          <li
            key={ingredient}
            className={alert ? styles.ingredientAlert : undefined}
            data-alert={alert ? true : undefined}
          >
            {alert ? (
              <>
                <span className={styles.ingredientName}>
                  <AlertIcon />
                  <strong>{ingredient}</strong>
                  <span className="visually-hidden"> (ingrediente a evitar)</span>
                </span>
                <span className={styles.ingredientWhy}>{alert.reason}</span>
              </>
            ) : (
              ingredient
            )}
          </li>
        );
      })}
    </ol>
  );
}
