import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function PaymentCancelPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon
        title="Pagamento Cancelado"
        description="Os pagamentos chegam em breve. Nada foi cobrado."
      />
    </PageLayout>
  );
}
