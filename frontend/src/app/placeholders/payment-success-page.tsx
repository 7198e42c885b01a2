import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function PaymentSuccessPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon title="Pagamento" description="A confirmação de pagamentos chega em breve." />
    </PageLayout>
  );
}
