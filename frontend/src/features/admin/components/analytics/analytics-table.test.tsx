import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalyticsTable } from './analytics-table';

/** A one-day period: the totals are that day's numbers. */
const day = {
  date: '2026-11-24',
  signups: 3,
  analyses: 2,
  checkIns: 5,
  challengesJoined: 6,
  challengesCompleted: 7,
  scans: 8,
  orders: 1,
  revenue: 49.9,
  activeSubscriptions: 4,
};
const { date: _date, activeSubscriptions: _active, ...totals } = day;

describe('analytics table', () => {
  it('gives screen readers every day with its numbers under named headers', () => {
    render(
      <AnalyticsTable
        data={{
          period: '7d',
          days: [day],
          totals,
          topProducts: [{ productId: 'p1', name: 'Sérum Lumina', units: 2, revenue: 179.8 }],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Números por dia' });
    const row = within(table).getByRole('row', { name: /24\/11/ });
    expect(within(row).getByText('R$ 49,90')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Assinaturas ativas' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Rótulos escaneados' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Registros diários' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Desafios concluídos' })).toBeInTheDocument();
    // Date, sign-ups, analyses, daily check-ins, challenges joined and completed, scans, orders, revenue, active
    // subscriptions.
    expect(row).toHaveTextContent('24/113256781R$ 49,904');
    const top = screen.getByRole('table', { name: 'Produtos mais vendidos' });
    expect(within(top).getByRole('row', { name: /Sérum Lumina/ })).toHaveTextContent('R$ 179,80');
  });
});
