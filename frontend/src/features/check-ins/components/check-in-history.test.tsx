import type { CheckInHistory as History } from '@pele/shared/schemas/check-ins';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { ok, testUser } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { CheckInHistory } from './check-in-history';

const checkIn = (day: string, score: number) => ({ day, score, createdAt: 'x', updatedAt: 'x' });

const month: History = {
  days: 30,
  from: '2026-10-30',
  today: '2026-11-28',
  checkIns: [checkIn('2026-11-20', 40), checkIn('2026-11-27', 85), checkIn('2026-11-28', 70)],
  routineDays: ['2026-11-25', '2026-11-27'],
  comparison: null,
};

const quarter: History = {
  ...month,
  days: 90,
  from: '2026-08-31',
  comparison: {
    withRoutine: { days: 8, averageScore: 74.5 },
    withoutRoutine: { days: 9, averageScore: 61 },
    minimumDays: 7,
  },
};

describe('CheckInHistory', () => {
  it('shows the check-ins and routine days as a chart with a text alternative and a table', async () => {
    stubApi({ 'GET /api/check-ins': (url) => ok(url.searchParams.get('days') === '90' ? quarter : month) });
    renderFeature(<CheckInHistory />);
    const chart = await screen.findByRole('img', { name: /últimos 30 dias/ });
    expect(chart).toHaveAccessibleName(
      'Gráfico dos últimos 30 dias: 3 registros, média 65 de 100; rotina concluída em 2 dias.',
    );
    const rows = within(screen.getByTestId('check-in-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '28/1170Não',
      '27/1185Sim',
      '25/11—Sim',
      '20/1140Não',
    ]);
    expect(screen.getByTestId('check-in-comparison')).toHaveTextContent(
      'Até agora: 1 dia com rotina e 2 dias sem.',
    );
  });

  it('switches to 90 days and states the comparison as an observation, not a cause', async () => {
    const { calls } = stubApi({
      'GET /api/check-ins': (url) => ok(url.searchParams.get('days') === '90' ? quarter : month),
    });
    renderFeature(<CheckInHistory />);
    await screen.findByRole('img', { name: /últimos 30 dias/ });
    await userEvent.click(screen.getByRole('button', { name: '90 dias' }));
    expect(screen.getByRole('button', { name: '90 dias' })).toHaveAttribute('aria-pressed', 'true');
    const comparison = await screen.findByText(/Nos 8 dias em que você concluiu a rotina/);
    expect(comparison).toHaveTextContent('em média 74,5');
    expect(comparison).toHaveTextContent('nos outros 9 dias com registro, em média 61');
    expect(comparison).toHaveTextContent('não uma prova de que a rotina causou a diferença');
    expect(calls().map((c) => c.params.get('days'))).toEqual(['30', '90']);
  });

  it('invites to check in when the period has none, still showing its routine days, and says when the load fails', async () => {
    stubApi({ 'GET /api/check-ins': () => ok({ ...month, checkIns: [], routineDays: [] }) });
    const first = renderFeature(<CheckInHistory />);
    expect(await screen.findByText(/Nenhum registro nos últimos 30 dias/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();

    // Routine days without a score still show on the chart and in the table.
    stubApi({ 'GET /api/check-ins': () => ok({ ...month, checkIns: [] }) });
    const second = renderFeature(<CheckInHistory />);
    expect(await screen.findByText(/Nenhum registro nos últimos 30 dias/)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Gráfico dos últimos 30 dias: 0 registros; rotina concluída em 2 dias.',
    );
    expect(within(screen.getByTestId('check-in-table')).getAllByRole('row')).toHaveLength(3);
    second.unmount();

    stubApi({});
    renderFeature(<CheckInHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar seus registros diários.');
  });

  it('sends a score still waiting on the device, for an app that starts on Progresso', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
    window.localStorage.setItem(
      'pendingSkinCheckIn',
      JSON.stringify({ userId: 'user-1', score: 12, day: month.today }),
    );
    const { calls } = stubApi({
      'GET /api/auth/profile': () => ok(testUser()),
      'GET /api/check-ins': () => ok(month),
      'PUT /api/check-ins/today': () =>
        ok({ checkIn: checkIn(month.today, 12), created: false, today: month.today }),
    });
    renderFeature(<CheckInHistory />);
    await waitFor(() =>
      expect(
        calls()
          .filter((c) => c.method === 'PUT')
          .map((c) => JSON.parse(String(c.init?.body))),
      ).toEqual([{ score: 12, day: month.today }]),
    );
    await waitFor(() => expect(window.localStorage.getItem('pendingSkinCheckIn')).toBeNull());
  });
});
