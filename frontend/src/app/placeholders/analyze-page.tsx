import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function AnalyzePage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon title="Análise de Pele" description="O envio de fotos para análise chega em breve." />
    </PageLayout>
  );
}
