import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function OrderDetailPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon title="Detalhes do Pedido" description="Os detalhes dos pedidos chegam em breve." />
    </PageLayout>
  );
}
