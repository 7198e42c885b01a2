import type { AppNotification } from '@pele/shared/schemas/notifications';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { SkeletonRows } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import styles from './notifications.module.css';
import { PushCard } from './push-card';

const when = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** One notification: a button that marks it read and opens its screen. */
function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`card ${styles.item}`}
        data-unread={notification.readAt ? undefined : 'true'}
        onClick={() => onOpen(notification)}
      >
        <span className={styles.title}>
          {!notification.readAt && (
            <>
              <span className="visually-hidden">Não lida:</span>{' '}
            </>
          )}
          {notification.title}
        </span>
        <span>{notification.body}</span>
        <time className={`muted ${styles.time}`} dateTime={notification.createdAt}>
          {when.format(new Date(notification.createdAt))}
        </time>
      </button>
    </li>
  );
}

/** How many are unread, and 'Marcar todas como lidas' while any is. */
function UnreadLine({ unread }: { unread: number }) {
  const markAll = useMarkAllRead();
  const readAll = async () => {
    try {
      const { marked } = await markAll.mutateAsync();
      showToast(
        marked === 1 ? '1 notificação marcada como lida.' : `${marked} notificações marcadas como lidas.`,
      );
    } catch (error) {
      showToast(
        isApiError(error) ? error.message : 'Não foi possível marcar as notificações como lidas.',
        'error',
      );
    }
  };
  return (
    <div className="card__header">
      <p className="muted" aria-live="polite">
        {unread === 0 ? 'Tudo lido.' : unread === 1 ? '1 não lida' : `${unread} não lidas`}
      </p>
      {unread > 0 && (
        <button type="button" className="link" disabled={markAll.isPending} onClick={() => void readAll()}>
          Marcar todas como lidas
        </button>
      )}
    </div>
  );
}

/** The notification centre (Perfil → Notificações): newest first, unread ones marked, a page at a time. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  const open = async (notification: AppNotification) => {
    try {
      if (!notification.readAt) await markRead.mutateAsync(notification.id);
    } catch (error) {
      showToast(isApiError(error) ? error.message : 'Não foi possível marcar como lida.', 'error');
    }
    if (notification.link) navigate(notification.link);
  };

  if (notifications.isError)
    return (
      <div className="stack">
        <LoadError
          message="Não foi possível carregar suas notificações."
          onRetry={() => void notifications.refetch()}
          testId="notifications-error"
        />
      </div>
    );
  if (!notifications.data) return <SkeletonRows height="4.5rem" testId="notifications-loading" />;
  const pages = notifications.data.pages;
  const items = pages.flatMap((page) => page.notifications);

  return (
    <div className="stack">
      <PushCard />
      {items.length === 0 ? (
        <p className="empty-state" data-testid="notifications-empty">
          Nenhuma notificação por enquanto. Avisaremos aqui sobre seus pedidos, avaliações, lembretes da
          rotina e sua assinatura.
        </p>
      ) : (
        <>
          <UnreadLine unread={pages[0]?.unreadCount ?? 0} />
          <ul className="stack" aria-label="Notificações" data-testid="notifications-list">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={(n) => void open(n)}
              />
            ))}
          </ul>
          {notifications.hasNextPage && (
            <Button
              variant="secondary"
              loading={notifications.isFetchingNextPage}
              loadingLabel="Carregando..."
              onClick={() => void notifications.fetchNextPage()}
            >
              Ver mais antigas
            </Button>
          )}
        </>
      )}
    </div>
  );
}
