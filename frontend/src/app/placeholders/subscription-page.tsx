import { ComingSoon } from '../../components/coming-soon';
import { PageLayout } from '../../components/page-layout';

/** Placeholder until the feature's own issue replaces this file. */
export function SubscriptionPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <ComingSoon title="Assinatura Premium" description="Os planos de assinatura chegam em breve." />
    </PageLayout>
  );
}
