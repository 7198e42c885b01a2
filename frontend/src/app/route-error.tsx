import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { PageLayout } from '../components/page-layout';

/** Shown when a page fails to load or render, e.g. a code chunk missing after a new release. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageLayout>
      <section className="card stack" role="alert">
        <h1 className="title">{notFound ? 'Página não encontrada' : 'Algo deu errado'}</h1>
        <p className="muted">
          {notFound
            ? 'O endereço que você abriu não existe.'
            : 'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.'}
        </p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">Ir para o início</Link>
        </Button>
      </section>
    </PageLayout>
  );
}
