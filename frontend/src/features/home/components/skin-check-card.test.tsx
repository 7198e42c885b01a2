import { userDay } from '@pele/shared/routine-days';
import type { CheckInHistory } from '@pele/shared/schemas/check-ins';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { ok, testUser } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { SkinCheckCard } from './skin-check-card';

const today = userDay(new Date(), 'America/Sao_Paulo');
const PENDING_KEY = 'pendingSkinCheckIn';

const historyWith = (checkIns: CheckInHistory['checkIns'] = []): CheckInHistory => ({
  days: 30,
  from: '2026-01-01',
  today,
  checkIns,
  routineDays: [],
  comparison: null,
});

const saved = (score: number) => ({
  checkIn: { day: today, score, createdAt: 'x', updatedAt: 'x' },
  created: true,
  today,
});

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const api = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/auth/profile': () => ok(testUser()),
    'GET /api/check-ins': () => ok(historyWith()),
    'PUT /api/check-ins/today': (_url, init) => ok(saved(JSON.parse(String(init?.body)).score)),
    ...overrides,
  });

const puts = (calls: ReturnType<ReturnType<typeof stubApi>['calls']>) =>
  calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(String(c.init?.body)));

beforeEach(() => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
});
afterEach(() => setOnline(true));

describe('SkinCheckCard', () => {
  it('names the zone of the slider value, with a label and a value text', () => {
    api();
    renderFeature(<SkinCheckCard />);
    const slider = screen.getByRole('slider', { name: /estado da pele/i });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Está Ok');
    fireEvent.change(slider, { target: { value: '10' } });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Não Boa');
    expect(slider).toHaveAttribute('aria-valuetext', '10 – Não Boa');
    fireEvent.change(slider, { target: { value: '75' } });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Ótima');
  });

  it("records today's score and keeps the spec's message", async () => {
    const { calls } = api();
    renderFeature(<SkinCheckCard />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '82' } });
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status de Hoje' }));
    expect(await screen.findByText('Status de hoje atualizado com sucesso!')).toBeInTheDocument();
    expect(puts(calls())).toEqual([{ score: 82 }]);
  });

  it("starts from today's score when the day already has one", async () => {
    api({
      'GET /api/check-ins': () =>
        ok(historyWith([{ day: today, score: 23, createdAt: 'x', updatedAt: 'x' }])),
    });
    renderFeature(<SkinCheckCard />);
    await waitFor(() => expect(screen.getByRole('slider')).toHaveValue('23'));
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Não Boa');
  });

  it('keeps the score offline and sends it with its day when the browser is back online', async () => {
    const { calls } = api();
    renderFeature(<SkinCheckCard />);
    setOnline(false);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '64' } });
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status de Hoje' }));
    expect(
      screen.getByText('Sem conexão: o status de hoje será enviado quando você voltar a ficar online.'),
    ).toBeInTheDocument();
    expect(puts(calls())).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? 'null')).toEqual({
      userId: 'user-1',
      score: 64,
      day: today,
    });

    setOnline(true);
    await waitFor(() => expect(puts(calls())).toEqual([{ score: 64, day: today }]));
    await waitFor(() => expect(window.localStorage.getItem(PENDING_KEY)).toBeNull());
  });

  it('keeps the score when the network fails, and sends it when the app starts again', async () => {
    const failing = api({
      'PUT /api/check-ins/today': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const first = renderFeature(<SkinCheckCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status de Hoje' }));
    expect(await screen.findByText(/Sem conexão/)).toBeInTheDocument();
    expect(puts(failing.calls())).toEqual([{ score: 50 }]);
    first.unmount();

    const { calls } = api();
    renderFeature(<SkinCheckCard />);
    await waitFor(() => expect(puts(calls())).toEqual([{ score: 50, day: today }]));
    await waitFor(() => expect(window.localStorage.getItem(PENDING_KEY)).toBeNull());
  });

  it("never sends another account's kept score", async () => {
    window.localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ userId: 'someone-else', score: 10, day: today }),
    );
    const { calls } = api();
    renderFeature(<SkinCheckCard />);
    await screen.findByRole('slider');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(calls())).toEqual([]);
  });

  it('shows the server refusal', async () => {
    api({
      'PUT /api/check-ins/today': () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'Informe uma nota inteira de 0 a 100.',
            code: 'VALIDATION_ERROR',
          }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderFeature(<SkinCheckCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status de Hoje' }));
    expect(await screen.findByText('Informe uma nota inteira de 0 a 100.')).toBeInTheDocument();
  });
});
