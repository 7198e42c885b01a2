import { ComingSoon } from '../../../components/coming-soon';
import { PageLayout } from '../../../components/page-layout';

/** Placeholder behind the admin guard until the admin issue builds the panel (spec 2.14). */
export function AdminPage() {
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o app' }}>
      <ComingSoon title="Painel Administrativo" description="O painel de administração chega em breve." />
    </PageLayout>
  );
}
