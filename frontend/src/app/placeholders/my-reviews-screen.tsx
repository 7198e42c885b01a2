import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the feature's own issue replaces this file. */
export function MyReviewsScreen() {
  return (
    <ComingSoon
      headingLevel={2}
      title="Minhas Avaliações"
      description="Suas avaliações de produtos aparecerão aqui em breve."
    />
  );
}
