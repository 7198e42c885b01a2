import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function SavedProductsScreen() {
  return (
    <ComingSoon
      headingLevel={2}
      title="Produtos Salvos"
      description="Seus produtos favoritos aparecerão aqui em breve."
    />
  );
}
