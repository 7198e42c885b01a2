import { STORAGE_KEYS } from '@pele/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature } from '../../../testing/render-feature';
import { analysisKeys } from '../../analysis';
import {
  calls,
  type FakeRoutineApi,
  fakeRoutineApi,
  renderInShell,
  routineOf,
  stepOf,
} from '../routine-test-fixtures';
import { RoutineTab } from './routine-tab';

const TODAY = '2025-03-12';
const YESTERDAY = '2025-03-11';
const WAIT = { timeout: 5000 };

const noImage = { id: null, name: 'Protetor solar FPS 30 ou mais', brand: null, image: null };
const morning = (day = TODAY, steps = [stepOf(2), stepOf(1), stepOf(3, { product: noImage })]) =>
  routineOf(`m-${day}`, 'morning', day, steps);
const evening = (day = TODAY) =>
  routineOf(`e-${day}`, 'evening', day, [stepOf(1, { id: 'e1', title: 'Limpeza Noturna' })]);

const stepTitles = () =>
  within(screen.getByRole('list', { name: /Rotina da/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  // Noon in São Paulo: today is the 12th. Only Date is faked; timers stay real for the queries.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-12T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('routine tab', () => {
  it('shows the morning steps sorted by number, and the evening routine on the toggle', async () => {
    vi.stubGlobal('fetch', fakeRoutineApi({ days: { [TODAY]: [morning(), evening()] } }));
    renderInShell(<RoutineTab />);
    await screen.findByText('Passo 1', {}, WAIT);
    expect(stepTitles()).toEqual(['Passo 1', 'Passo 2', 'Passo 3']);
    expect(screen.getByRole('button', { name: 'Manhã' })).toHaveAttribute('aria-pressed', 'true');
    // Product image from the catalog; a step without one gets the default step image.
    const images = [...document.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(images[0]).toBe('/media/catalog/p1.svg');
    expect(images[2]).toMatch(/default-step-image|^data:image\/svg/);

    await userEvent.click(screen.getByRole('button', { name: 'Noite' }));
    expect(screen.getByRole('button', { name: 'Noite' })).toHaveAttribute('aria-pressed', 'true');
    expect(stepTitles()).toEqual(['Limpeza Noturna']);
  });

  it('navigates back through days with their labels and never past today', async () => {
    const api = fakeRoutineApi({
      days: { [TODAY]: [morning()], [YESTERDAY]: [morning(YESTERDAY, [stepOf(1, { isCompleted: true })])] },
    });
    vi.stubGlobal('fetch', api);
    renderInShell(<RoutineTab />);
    const title = screen.getByTestId('routine-day-title');
    const next = screen.getByRole('button', { name: 'Próximo dia' });
    expect(title).toHaveTextContent('Hoje');
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(title).toHaveTextContent('Ontem');
    expect(next).toBeEnabled();
    // Yesterday's real history: what was done then.
    expect(await screen.findByText('Concluído com sucesso!', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('1 de 1 passos');
    expect(screen.getByRole('heading', { name: 'Progresso · Ontem' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(title).toHaveTextContent('10 de março');
    expect(await screen.findByText('Rotina não iniciada', {}, WAIT)).toBeInTheDocument();

    await userEvent.click(next);
    await userEvent.click(next);
    expect(title).toHaveTextContent('Hoje');
    expect(next).toBeDisabled();
    expect(calls(api)).toContain(`GET /api/routines?date=2025-03-10`);
  });

  it('still completes yesterday’s steps, for that day', async () => {
    const api = fakeRoutineApi({
      days: { [TODAY]: [morning()], [YESTERDAY]: [morning(YESTERDAY, [stepOf(1), stepOf(2)])] },
    });
    vi.stubGlobal('fetch', api);
    renderInShell(<RoutineTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(screen.getByTestId('routine-day-title')).toHaveTextContent('Ontem');
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir passo 2: Passo 2' }, WAIT));
    await waitFor(() =>
      expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('1 de 2 passos'),
    );
    expect(screen.getAllByRole('button', { name: 'Marcar como Concluído' })).toHaveLength(1);
    expect(screen.queryByTestId('routine-read-only-note')).not.toBeInTheDocument();
    const completions = api.mock.calls.filter(([url]) => String(url) === '/api/routines/step/complete');
    expect(completions.map(([, init]) => JSON.parse(String(init?.body)).date)).toEqual([YESTERDAY]);
  });

  it('shows a day older than yesterday read-only: what was recorded, no step buttons, a note', async () => {
    const twoDaysAgo = '2025-03-10';
    const api = fakeRoutineApi({
      days: {
        [TODAY]: [morning()],
        [twoDaysAgo]: [morning(twoDaysAgo, [stepOf(1, { isCompleted: true }), stepOf(2)])],
      },
    });
    vi.stubGlobal('fetch', api);
    renderInShell(<RoutineTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(screen.getByTestId('routine-day-title')).toHaveTextContent('10 de março');

    expect(await screen.findByText('Concluído com sucesso!', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Não concluído')).toBeInTheDocument();
    expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('1 de 2 passos');
    expect(screen.getByTestId('routine-read-only-note')).toHaveTextContent(
      'Dias anteriores a ontem ficam só para consulta.',
    );
    const steps = within(screen.getByRole('list', { name: /Rotina da/ }));
    expect(steps.queryAllByRole('button')).toEqual([]);
    expect(calls(api)).not.toContain('POST /api/routines/step/complete');
  });

  it('completes steps by the number circle or the button, for good, up to the congratulation', async () => {
    const api = fakeRoutineApi({ days: { [TODAY]: [morning(TODAY, [stepOf(1), stepOf(2)])] } });
    vi.stubGlobal('fetch', api);
    renderInShell(<RoutineTab />);
    expect(await screen.findByTestId('routine-progress-text', {}, WAIT)).toHaveTextContent('0 de 2 passos');
    expect(await screen.findByTestId('streak-current', {}, WAIT)).toHaveTextContent('0');

    await userEvent.click(screen.getByRole('button', { name: 'Concluir passo 1: Passo 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('1 de 2 passos'),
    );
    expect(screen.getByTestId('routine-progress-percent')).toHaveTextContent('50%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getAllByText('Concluído com sucesso!')).toHaveLength(1);
    // A completed step offers nothing to undo it.
    expect(screen.getByRole('button', { name: 'Passo 1 concluído' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Marcar como Concluído' })).toHaveLength(1);
    expect(screen.queryByTestId('routine-congrats')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como Concluído' }));
    await waitFor(() =>
      expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('2 de 2 passos'),
    );
    expect(screen.getByTestId('routine-congrats')).toHaveTextContent('Parabéns!');
    expect(screen.queryByRole('button', { name: 'Marcar como Concluído' })).not.toBeInTheDocument();
    // Completing reloads the streak.
    await waitFor(() => expect(screen.getByTestId('streak-current')).toHaveTextContent('1'));

    const completions = api.mock.calls.filter(([url]) => String(url) === '/api/routines/step/complete');
    expect(completions.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { routineId: `m-${TODAY}`, stepId: 's1', date: TODAY, isCompleted: true },
      { routineId: `m-${TODAY}`, stepId: 's2', date: TODAY, isCompleted: true },
    ]);
  });

  it('never unchecks a step when the server answers with an older view of the routine', async () => {
    const base = morning(TODAY, [stepOf(1), stepOf(2)]);
    // Each answer knows only its own step, as two completions handled at the same time may.
    const fetchMock = fakeRoutineApi({ days: { [TODAY]: [base] } });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (String(input) !== '/api/routines/step/complete') return fetchMock(input, init);
        return fakeRoutineApi({ days: { [TODAY]: [base] } })(input, init);
      }),
    );
    renderInShell(<RoutineTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir passo 1: Passo 1' }, WAIT));
    await screen.findByRole('button', { name: 'Passo 1 concluído' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir passo 2: Passo 2' }));
    await waitFor(() =>
      expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('2 de 2 passos'),
    );
  });

  it('says so when a completion fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeRoutineApi({
        days: { [TODAY]: [morning(TODAY, [stepOf(1)])] },
        answers: {
          complete: () => fail(400, 'Não é possível concluir passos de um dia que ainda não chegou.'),
        },
      }),
    );
    renderInShell(<RoutineTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como Concluído' }, WAIT));
    expect(await screen.findByTestId('toast', {}, WAIT)).toHaveTextContent('ainda não chegou');
    expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('0 de 1 passos');
  });

  it('shows "Rotina sem passos" for a routine without steps', async () => {
    vi.stubGlobal('fetch', fakeRoutineApi({ days: { [TODAY]: [morning(TODAY, [])] } }));
    renderInShell(<RoutineTab />);
    expect(await screen.findByText('Rotina sem passos', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('routine-progress-text')).not.toBeInTheDocument();
  });

  it('offers to generate when there is an analysis but no routine, with its loading label', async () => {
    const fake: FakeRoutineApi = { days: {}, latestAnalysis: { id: 'a1' } };
    let release = () => {};
    fake.answers = {
      generate: () =>
        new Promise<Response>((resolve) => {
          release = () => {
            fake.days[TODAY] = [morning(), evening()];
            resolve(
              ok({ morning: morning(), evening: evening(), generatedAt: '2025-03-12T15:00:00.000Z' }, 201),
            );
          };
        }),
    };
    vi.stubGlobal('fetch', fakeRoutineApi(fake));
    renderInShell(<RoutineTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar Rotina Personalizada' }, WAIT));
    expect(await screen.findByRole('button', { name: 'Gerando Rotina...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Passo 1', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('routine-progress-text')).toHaveTextContent('0 de 3 passos');
  });

  it('shows the spec message when generating fails', async () => {
    vi.stubGlobal('fetch', fakeRoutineApi({ days: {}, latestAnalysis: { id: 'a1' } }));
    renderInShell(<RoutineTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar Rotina Personalizada' }, WAIT));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao gerar rotina. Verifique se você tem uma análise de pele.',
    );
  });

  it('asks for a skin analysis when there is none, and leads to the analyze tab', async () => {
    vi.stubGlobal('fetch', fakeRoutineApi({ days: {}, latestAnalysis: null }));
    const { router } = renderInShell(<RoutineTab />);
    expect(await screen.findByText('Análise de pele necessária', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar Rotina Personalizada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Pele' }));
    // The analyze tab, in place: same URL, the tab kept in the history entry.
    await waitFor(() => expect(router.state.location.state).toEqual({ tab: 'analyze' }));
    expect(router.state.location.pathname).toBe('/app');
  });

  it('right after the first analysis, waits for the re-read latest analysis instead of asking for one', async () => {
    let release = () => {};
    const fake: FakeRoutineApi = {
      days: {},
      answers: {
        latest: () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(ok({ id: 'a1' }));
          }),
      },
    };
    const api = fakeRoutineApi(fake);
    vi.stubGlobal('fetch', api);
    // What the app holds after the analysis: the 'no analysis' read before it, invalidated by the analysis.
    const queryClient = createQueryClient();
    queryClient.setQueryData(analysisKeys.latest(), null);
    await queryClient.invalidateQueries({ queryKey: analysisKeys.latest() });
    renderFeature(<RoutineTab />, { queryClient });
    await waitFor(() => expect(calls(api)).toContain('GET /api/skin-analysis/latest'));
    expect(screen.queryByText('Análise de pele necessária')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Gerar Rotina Personalizada' }, WAIT)).toBeEnabled();
    expect(screen.queryByText('Análise de pele necessária')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that works', async () => {
    let failing = true;
    const api = fakeRoutineApi({ days: { [TODAY]: [morning()] } });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) =>
        failing && String(input).startsWith('/api/routines?')
          ? fail(400, 'Data inválida.')
          : api(input, init),
      ),
    );
    renderInShell(<RoutineTab />);
    expect(
      await screen.findByText('Erro ao carregar rotinas. Tente novamente.', {}, WAIT),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Passo 1', {}, WAIT)).toBeInTheDocument();
  });

  it('greets a new day with the banner and marks the day checked', async () => {
    window.localStorage.setItem(STORAGE_KEYS.lastRoutineCheckDate, YESTERDAY);
    vi.stubGlobal('fetch', fakeRoutineApi({ days: { [TODAY]: [morning()] } }));
    renderInShell(<RoutineTab />);
    expect(screen.getByTestId('new-day-banner')).toHaveTextContent('Novo dia, nova rotina!');
    expect(window.localStorage.getItem(STORAGE_KEYS.lastRoutineCheckDate)).toBe(TODAY);
  });

  it("'Gerenciar' edits both reminders, refuses an empty time with the schema's message, and saves", async () => {
    const api = fakeRoutineApi({ days: { [TODAY]: [morning()] } });
    vi.stubGlobal('fetch', api);
    renderInShell(<RoutineTab />);
    expect(await screen.findByRole('switch', { name: /Rotina da Manhã.*07:30/ }, WAIT)).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gerenciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerenciar lembretes' });
    const [morningBox] = within(dialog).getAllByRole('checkbox', { name: 'Lembrar todos os dias' });
    await userEvent.click(morningBox as HTMLElement);
    const [morningTime, eveningTime] = within(dialog).getAllByLabelText('Horário');
    await userEvent.clear(eveningTime as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe o horário no formato HH:MM (de 00:00 a 23:59).'),
    ).toBeVisible();
    expect(eveningTime).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(eveningTime as HTMLElement, '22:15');
    await userEvent.clear(morningTime as HTMLElement);
    await userEvent.type(morningTime as HTMLElement, '06:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Lembretes salvos.');
    expect(screen.getByRole('switch', { name: /Rotina da Manhã.*06:45/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: /Rotina da Noite.*22:15/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      morning: { enabled: true, time: '06:45' },
      evening: { enabled: false, time: '22:15' },
    });
  });
});
