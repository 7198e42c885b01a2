import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function AnalysisResultsPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon
        title="Resultado da Análise"
        description="Os resultados detalhados da análise chegam em breve."
      />
    </PageLayout>
  );
}
