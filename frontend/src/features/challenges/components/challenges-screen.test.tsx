import type { Challenge, ChallengeProposal, ChallengesView } from '@pele/shared/schemas/challenges';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { ok, testUser } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { ChallengesHomeCard } from './challenges-home-card';
import { ChallengesScreen } from './challenges-screen';

const WAIT = { timeout: 5000 };
const sunscreen: ChallengeProposal = {
  kind: 'sunscreen_streak',
  title: '7 dias seguidos de protetor solar',
  goal: 'Marque o passo de protetor solar da rotina da manhã em 7 dias seguidos.',
  why: 'Sua análise apontou Hiperpigmentação em 62%.',
  badge: 'Pele Protegida',
  target: 7,
  windowDays: 7,
};
const checkIns: ChallengeProposal = {
  kind: 'check_in_week',
  title: '5 check-ins em uma semana',
  goal: 'Registre como está sua pele, no início, em 5 dos próximos 7 dias.',
  why: 'Registrar como sua pele está quase todo dia mostra como ela responde à rotina.',
  badge: 'Olhar Atento',
  target: 5,
  windowDays: 7,
};
const running = (proposal: ChallengeProposal, extra: Partial<Challenge> = {}): Challenge => ({
  ...proposal,
  id: `c-${proposal.kind}`,
  state: 'active',
  startDay: '2026-03-01',
  endDay: '2026-03-07',
  doneDays: ['2026-03-01', '2026-03-02'],
  progress: 2,
  percent: 29,
  doneToday: false,
  daysLeft: 5,
  atRisk:
    'Hoje é decisivo: marque o protetor solar da rotina da manhã até o fim do dia para não perder o desafio.',
  joinedAt: '2026-03-01T12:00:00.000Z',
  endedOn: null,
  ...extra,
});
const view = (extra: Partial<ChallengesView> = {}): ChallengesView => ({
  today: '2026-03-03',
  maxActive: 3,
  proposals: [sunscreen, checkIns],
  needs: null,
  active: [],
  finished: [],
  ...extra,
});

beforeEach(() => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
});

describe('ChallengesScreen', () => {
  it('proposes challenges with their why and joins one with one tap', async () => {
    let joined = false;
    const api = stubApi({
      'GET /api/challenges': () =>
        ok(joined ? view({ proposals: [checkIns], active: [running(sunscreen)] }) : view()),
      'POST /api/challenges': () => {
        joined = true;
        return ok({ challenge: running(sunscreen) }, 201);
      },
    });
    renderFeature(<ChallengesScreen />);
    const proposal = (await screen.findAllByTestId('challenge-proposal', {}, WAIT))[0] as HTMLElement;
    expect(proposal).toHaveTextContent('Por que para você: Sua análise apontou Hiperpigmentação em 62%.');
    expect(
      screen.getByText('Você ainda não participa de nenhum desafio. Escolha um abaixo.'),
    ).toBeInTheDocument();
    await userEvent.click(within(proposal).getByRole('button', { name: 'Participar' }));
    expect(await screen.findByText('Você entrou no desafio!', {}, WAIT)).toBeInTheDocument();
    const card = await screen.findByTestId('challenge-card', {}, WAIT);
    expect(within(card).getByRole('progressbar', { name: /7 dias seguidos/ })).toHaveAttribute(
      'aria-valuetext',
      '2 de 7 dias',
    );
    expect(within(card).getByRole('status')).toHaveTextContent('Hoje é decisivo');
    const posts = api.calls().filter((c) => c.method === 'POST');
    expect(posts.map((c) => JSON.parse(String(c.init?.body)))).toEqual([{ kind: 'sunscreen_streak' }]);
  });

  it('shows the server’s refusal and disables joining at the limit', async () => {
    const three = [running(sunscreen), running(checkIns, { id: 'c2' }), running(checkIns, { id: 'c3' })];
    stubApi({ 'GET /api/challenges': () => ok(view({ active: three, proposals: [checkIns] })) });
    renderFeature(<ChallengesScreen />);
    expect(await screen.findByTestId('challenges-full', {}, WAIT)).toHaveTextContent('até 3 desafios');
    expect(screen.getByRole('button', { name: 'Participar' })).toBeDisabled();
  });

  it('says what the skin proposals need and shows badges of completed challenges', async () => {
    const done = running(checkIns, {
      state: 'completed',
      progress: 5,
      percent: 100,
      atRisk: null,
      endedOn: '2026-02-10',
    });
    stubApi({
      'GET /api/challenges': () => ok(view({ needs: 'analysis', proposals: [], finished: [done] })),
    });
    renderFeature(<ChallengesScreen />);
    expect(await screen.findByRole('link', { name: 'Analisar Pele' }, WAIT)).toHaveAttribute(
      'href',
      '/app/analyze',
    );
    expect(screen.getByTestId('challenge-badge')).toHaveTextContent(
      'Selo conquistado: Olhar Atento (10 de fevereiro)',
    );
  });

  it('offers to try again when the challenges do not load', async () => {
    stubApi({});
    renderFeature(<ChallengesScreen />);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Erro ao carregar seus desafios.');
  });
});

describe('ChallengesHomeCard', () => {
  it('shows the running challenges with the day at risk, and invites when there are none', async () => {
    stubApi({ 'GET /api/challenges': () => ok(view({ active: [running(sunscreen)] })) });
    const first = renderFeature(<ChallengesHomeCard onOpen={() => {}} />);
    expect(await screen.findByTestId('challenge-at-risk', {}, WAIT)).toHaveTextContent('Hoje é decisivo');
    first.unmount();

    stubApi({});
    let opened = 0;
    renderFeature(<ChallengesHomeCard onOpen={() => opened++} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Conhecer os desafios' }, WAIT));
    expect(opened).toBe(1);
  });
});
