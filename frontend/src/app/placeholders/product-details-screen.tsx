import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function ProductDetailsScreen() {
  return (
    <ComingSoon
      headingLevel={2}
      title="Detalhes do Produto"
      description="Os detalhes dos produtos chegam em breve."
    />
  );
}
