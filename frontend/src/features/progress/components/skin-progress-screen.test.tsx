import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import {
  calledUrls,
  completeAnalysis,
  featureRequired,
  fetchByRoute,
  json,
  progressOf,
  summaryOf,
} from '../../../testing/analysis-fixtures';
import { testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
const first = completeAnalysis({ id: 'a1', createdAt: '2025-03-01T10:00:00.000Z' });
const latest = completeAnalysis({
  id: 'a2',
  createdAt: '2025-04-01T10:00:00.000Z',
  metrics: { hydration: 64, texture: 75, pigmentation: 70 },
});
const progress = progressOf({
  improvement: 8,
  analysesCount: 2,
  comparableCount: 2,
  trends: {
    hydration: { first: 58, latest: 64, delta: 6 },
    texture: { first: 71, latest: 75, delta: 4 },
    pigmentation: { first: 66, latest: 70, delta: 4 },
  },
  series: [first, latest].map(({ id, createdAt, metrics, skinType }) => ({
    id,
    createdAt,
    metrics: metrics ?? { hydration: 0, texture: 0, pigmentation: 0 },
    skinType: skinType ?? 'Mista',
  })),
});

const openProgress = async () => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser({ skinAnalyzed: true }) });
  renderApp('/app');
  await screen.findByTestId('app-shell', {}, WAIT);
  await userEvent.click(screen.getByRole('button', { name: 'Ver Tudo' }));
  expect(screen.getByRole('heading', { name: 'Progresso da Pele', level: 1 })).toBeInTheDocument();
  // The overlay's frame shows at once; the screen itself arrives with its lazy chunk.
  await waitFor(() => expect(screen.queryByTestId('screen-loading')).toBeNull(), WAIT);
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchByRoute({}));
});

describe('skin progress screen', () => {
  it('shows the improvement, a chart of each metric with a table, and the history', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': json(progress),
        'GET /api/skin-analysis?limit=1000': json([summaryOf(latest), summaryOf(first)]),
      }),
    );
    await openProgress();
    expect(await screen.findByTestId('progress-improvement', {}, WAIT)).toHaveTextContent('+8%');
    expect(screen.getByText('58 → 64 (+6)')).toBeInTheDocument();

    const chart = screen.getByTestId('metric-chart');
    expect(chart).toHaveAttribute('role', 'img');
    expect(chart.getAttribute('aria-label')).toContain('Hidratação (estimativa): de 58 para 64.');
    expect(chart.querySelectorAll('path')).toHaveLength(3);
    const rows = within(screen.getByTestId('metric-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('647570');

    const history = await screen.findByTestId('analysis-history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent('Pele Oleosa · hidratação 64%, textura 75%, pigmentação 70%');
  });

  it('deletes an analysis with its photo only after confirmation', async () => {
    const fetchMock = fetchByRoute({
      'GET /api/skin-analysis/progress': json(progress),
      'GET /api/skin-analysis?limit=1000': [
        json([summaryOf(latest), summaryOf(first)]),
        json([summaryOf(latest)]),
      ],
      'DELETE /api/skin-analysis/a1': json({ deleted: true }),
    });
    vi.stubGlobal('fetch', fetchMock);
    await openProgress();
    const history = await screen.findByTestId('analysis-history', {}, WAIT);
    const deleteFirst = within(history).getByRole('button', { name: /Excluir análise de 01 de mar/ });

    await userEvent.click(deleteFirst);
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir esta análise?' });
    expect(dialog).toHaveTextContent('A análise e a foto dela serão apagadas definitivamente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calledUrls(fetchMock)).not.toContain('DELETE /api/skin-analysis/a1');

    await userEvent.click(deleteFirst);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Análise e foto excluídas.')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('DELETE /api/skin-analysis/a1');
    await waitFor(() =>
      expect(within(screen.getByTestId('analysis-history')).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('explains that progress and history are Premium when the plan lacks them', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': () => featureRequired('skin_progress'),
        'GET /api/skin-analysis?limit=1000': () => featureRequired('skin_history'),
      }),
    );
    await openProgress();
    await waitFor(() => expect(screen.getAllByTestId('premium-upsell')).toHaveLength(2), WAIT);
    expect(screen.getByText(/O progresso da pele é um recurso Premium/)).toBeInTheDocument();
    expect(screen.getByText(/histórico completo das suas análises é um recurso Premium/)).toBeInTheDocument();
  });

  it('opens a past result on the results page', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': json(progress),
        'GET /api/skin-analysis?limit=1000': json([summaryOf(latest)]),
        'GET /api/skin-analysis/a2': json(latest),
      }),
    );
    await openProgress();
    await userEvent.click(await screen.findByRole('button', { name: /Ver resultado de/ }, WAIT));
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Análise', level: 1 }, WAIT),
    ).toBeInTheDocument();
  });
});
