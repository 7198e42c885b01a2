import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function ProductsTab() {
  return <ComingSoon title="Produtos" description="O catálogo de produtos recomendados chega em breve." />;
}
