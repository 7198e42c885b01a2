import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecommendedProductsCard } from './recommended-products-card';

const noop = () => {};
const product = (id: string) => ({ id, name: `Produto ${id}`, price: 49.9 });

describe('RecommendedProductsCard', () => {
  it('shows skeletons while loading', () => {
    render(
      <RecommendedProductsCard products={[]} isLoading hasAnalysis onOpenProduct={noop} onSeeAll={noop} />,
    );
    expect(screen.getByTestId('recommended-loading')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('recommended-empty')).toBeNull();
  });

  it('asks for an analysis when there is none and nothing to show', () => {
    render(
      <RecommendedProductsCard
        products={[]}
        isLoading={false}
        hasAnalysis={false}
        onOpenProduct={noop}
        onSeeAll={noop}
      />,
    );
    expect(screen.getByTestId('recommended-empty')).toHaveTextContent('Faça sua análise de pele');
  });

  it('shows at most two products', () => {
    render(
      <RecommendedProductsCard
        products={[product('1'), product('2'), product('3')]}
        isLoading={false}
        hasAnalysis
        onOpenProduct={noop}
        onSeeAll={noop}
      />,
    );
    expect(screen.getByText('Produto 1')).toBeInTheDocument();
    expect(screen.getByText('Produto 2')).toBeInTheDocument();
    expect(screen.queryByText('Produto 3')).toBeNull();
    expect(screen.getAllByText(/R\$\s49,90/)).toHaveLength(2);
  });

  it('says why each product was picked and flags avoided ingredients', () => {
    render(
      <RecommendedProductsCard
        products={[
          { ...product('1'), reason: 'Indicado para Oleosidade (72%): contém ácido salicílico.' },
          { ...product('2'), hasAlert: true },
        ]}
        isLoading={false}
        hasAnalysis
        onOpenProduct={noop}
        onSeeAll={noop}
      />,
    );
    expect(screen.getByTestId('recommended-reason')).toHaveTextContent('Indicado para Oleosidade (72%)');
    expect(screen.getByText('Contém ingrediente a evitar')).toBeInTheDocument();
  });
});
