import {
  type Analysis,
  bandsOf,
  type HeadlineKey,
  type NumberReading,
} from '@pele/shared/schemas/skin-analysis';
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

const seriesEntry = ({ id, createdAt, metrics, skinType, readings }: Analysis) => ({
  id,
  createdAt,
  metrics: metrics ?? { hydration: 0, texture: 0, pigmentation: 0 },
  bands: bandsOf(readings),
  skinType: skinType ?? 'Mista',
});

const reading = (key: HeadlineKey, value: number, display: 'percent' | 'band'): NumberReading => ({
  key,
  value,
  display,
  band: value < 100 / 3 ? 'baixo' : value < 200 / 3 ? 'médio' : 'alto',
  relative: 'Mais liso que 5 em cada 10 peles de referência',
  repeatability: display === 'band' ? 0.2 : 0.5,
});
const first = completeAnalysis({ id: 'a1', createdAt: '2025-03-01T10:00:00.000Z' });
const latest = completeAnalysis({
  id: 'a2',
  createdAt: '2025-04-01T10:00:00.000Z',
  metrics: { hydration: 64, texture: 75, pigmentation: 70 },
});
const progress = progressOf({
  improvement: 8,
  improvementMetrics: ['hydration', 'texture', 'pigmentation'],
  analysesCount: 2,
  comparableCount: 2,
  trends: {
    hydration: { first: 58, latest: 64, delta: 6 },
    texture: { first: 71, latest: 75, delta: 4 },
    pigmentation: { first: 66, latest: 70, delta: 4 },
  },
  series: [first, latest].map(seriesEntry),
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
    expect(screen.getByTestId('progress-summary')).toHaveTextContent(
      'Média de hidratação, textura e pigmentação entre a primeira e a última de 2 análises comparáveis.',
    );

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
    expect(screen.queryByTestId('history-band-note')).toBeNull();
    expect(screen.queryByTestId('chart-band-note')).toBeNull();
  });

  it('shows a banded metric as its band in the trends, the chart, its table and the history; the others as numbers', async () => {
    const bandedFirst = completeAnalysis({
      ...first,
      readings: [
        reading('hydration', 58, 'percent'),
        reading('texture', 50, 'band'),
        reading('pigmentation', 66, 'percent'),
      ],
    });
    const percentLatest = completeAnalysis({
      ...latest,
      readings: [
        reading('hydration', 64, 'percent'),
        reading('texture', 75, 'percent'),
        reading('pigmentation', 70, 'percent'),
      ],
    });
    const withBand = progressOf({
      ...progress,
      improvement: 9,
      improvementMetrics: ['hydration', 'pigmentation'],
      trends: {
        hydration: { first: 58, latest: 64, delta: 6 },
        texture: { first: 50, latest: 75, delta: 25, firstBand: 'médio' },
        pigmentation: { first: 66, latest: 70, delta: 4 },
      },
      series: [bandedFirst, percentLatest].map(seriesEntry),
    });
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': json(withBand),
        'GET /api/skin-analysis?limit=1000': json([summaryOf(percentLatest), summaryOf(bandedFirst)]),
      }),
    );
    await openProgress();
    expect(await screen.findByTestId('trend-texture', {}, WAIT)).toHaveTextContent(/^faixa médio → 75$/);
    expect(screen.getByTestId('progress-summary')).toHaveTextContent(
      'Média de hidratação e pigmentação entre a primeira e a última de 2 análises comparáveis, sem as métricas que aparecem como faixa.',
    );
    expect(screen.getByTestId('trend-hydration')).toHaveTextContent('58 → 64 (+6)');
    expect(screen.getByTestId('trend-band-note')).toHaveTextContent('confiança baixa');
    const chart = screen.getByTestId('metric-chart');
    const label = chart.getAttribute('aria-label') ?? '';
    expect(label).toContain('Textura: de faixa médio para 75. Em 1 de 2 mostrado como faixa, sem linha.');
    expect(label).toContain('Hidratação (estimativa): de 58 para 64.');
    expect(label).toContain('confiança baixa');
    const texture = within(chart).getByTestId('chart-texture');
    expect(texture.querySelector('path')).toBeNull();
    expect(texture.querySelectorAll('rect[data-band="médio"]')).toHaveLength(1);
    expect(texture.querySelectorAll('circle')).toHaveLength(1);
    expect(within(chart).getByTestId('chart-hydration').querySelector('path')).not.toBeNull();
    expect(screen.getByTestId('chart-band-note')).toBeInTheDocument();
    const rows = within(screen.getByTestId('metric-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('58faixa médio66');
    expect(rows[2]).toHaveTextContent('647570');
    const history = await screen.findByTestId('analysis-history');
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('hidratação 64%, textura 75%, pigmentação 70%');
    expect(items[1]).toHaveTextContent('hidratação 58%, textura faixa médio, pigmentação 66%');
    expect(items[1]).not.toHaveTextContent('textura 50%');
    expect(screen.getByTestId('history-band-note')).toHaveTextContent('confiança baixa');
  });

  it('says there is no exact change when every metric is a band at an end of the comparison', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': json(
          progressOf({
            ...progress,
            improvement: null,
            improvementMetrics: [],
            trends: {
              hydration: { first: 58, latest: 64, delta: 6, firstBand: 'médio' },
              texture: { first: 71, latest: 75, delta: 4, latestBand: 'alto' },
              pigmentation: { first: 66, latest: 70, delta: 4, firstBand: 'médio', latestBand: 'alto' },
            },
          }),
        ),
        'GET /api/skin-analysis?limit=1000': json([]),
      }),
    );
    await openProgress();
    expect(await screen.findByTestId('progress-no-improvement', {}, WAIT)).toHaveTextContent(
      'não há uma mudança exata a mostrar',
    );
    expect(screen.queryByTestId('progress-improvement')).toBeNull();
    expect(screen.getByTestId('trend-pigmentation')).toHaveTextContent(/^faixa médio → faixa alto$/);
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
