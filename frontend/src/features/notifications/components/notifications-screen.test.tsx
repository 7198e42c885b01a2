import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { NotificationsScreen } from './notifications-screen';

const WAIT = { timeout: 5000 };
const notificationOf = (n: number, readAt: string | null = null) => ({
  id: `01J00000000000000000000${String(n).padStart(3, '0')}`,
  kind: 'order_shipped',
  title: `Pedido PA-000${n} enviado`,
  body: 'Seu pedido está a caminho do endereço de entrega.',
  link: `/app/orders/o${n}`,
  createdAt: '2026-03-10T13:00:00.000Z',
  readAt,
});

describe('notification centre', () => {
  it('shows a skeleton while loading, then says there is nothing yet', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/notifications': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderFeature(<NotificationsScreen />);
    expect(screen.getByTestId('notifications-loading')).toBeInTheDocument();
    answer(ok({ notifications: [], nextCursor: null, unreadCount: 0 }));
    expect(await screen.findByTestId('notifications-empty', {}, WAIT)).toHaveTextContent(
      'Nenhuma notificação por enquanto.',
    );
  });

  it('says when the list did not load, and reads again on retry', async () => {
    let failing = true;
    stubApi({
      'GET /api/notifications': () =>
        failing
          ? fail(500, 'Erro interno.')
          : ok({ notifications: [notificationOf(1)], nextCursor: null, unreadCount: 1 }),
    });
    renderFeature(<NotificationsScreen />);
    expect(await screen.findByTestId('notifications-error', {}, WAIT)).toHaveTextContent(
      'Não foi possível carregar suas notificações.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Pedido PA-0001 enviado', {}, WAIT)).toBeVisible();
  });

  it('lists newest first with the unread marked, loads older pages, and marks all read', async () => {
    const { calls } = stubApi({
      'GET /api/notifications': (url) =>
        url.searchParams.get('cursor')
          ? ok({
              notifications: [notificationOf(1, '2026-03-10T14:00:00.000Z')],
              nextCursor: null,
              unreadCount: 1,
            })
          : ok({ notifications: [notificationOf(2)], nextCursor: notificationOf(2).id, unreadCount: 1 }),
      'POST /api/notifications/read-all': () => ok({ marked: 1, unreadCount: 0 }),
    });
    renderFeature(<NotificationsScreen />);
    const list = await screen.findByTestId('notifications-list', {}, WAIT);
    expect(within(list).getByRole('button', { name: /^Não lida: Pedido PA-0002 enviado/ })).toBeVisible();
    expect(screen.getByText('1 não lida')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais antigas' }));
    expect(await within(list).findByRole('button', { name: /^Pedido PA-0001 enviado/ }, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver mais antigas' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('1 notificação marcada como lida.');
    await waitFor(() =>
      expect(calls().some((c) => c.method === 'POST' && c.path.endsWith('/read-all'))).toBe(true),
    );
  });

  it('opens a notification: marks it read and goes to its screen', async () => {
    const { calls } = stubApi({
      'GET /api/notifications': () =>
        ok({ notifications: [notificationOf(3)], nextCursor: null, unreadCount: 1 }),
      [`POST /api/notifications/${notificationOf(3).id}/read`]: () =>
        ok({ notification: notificationOf(3, '2026-03-10T14:00:00.000Z'), unreadCount: 0 }),
    });
    const { router } = renderFeature(<NotificationsScreen />, { path: '/app/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: /Pedido PA-0003 enviado/ }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/o3'));
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
