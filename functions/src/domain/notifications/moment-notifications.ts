import { lazy } from '@pele/shared/lazy';
import type { NotificationKind } from '@pele/shared/schemas/notifications';

/** The words of each moment the product notifies in the app (and by push), pt-BR. */
export interface MomentNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

const orderLink = (orderId: string) => `/app/orders/${encodeURIComponent(orderId)}`;

export const orderNotification = (
  moment: 'confirmed' | 'shipped' | 'delivered',
  order: { id: string; number: string },
): MomentNotification => {
  const link = orderLink(order.id);
  switch (moment) {
    case 'confirmed':
      return {
        kind: 'order_paid',
        title: `Pedido ${order.number} confirmado`,
        body: 'Recebemos o pagamento. Agora vamos separar os produtos para envio.',
        link,
      };
    case 'shipped':
      return {
        kind: 'order_shipped',
        title: `Pedido ${order.number} enviado`,
        body: 'Seu pedido está a caminho do endereço de entrega.',
        link,
      };
    case 'delivered':
      return {
        kind: 'order_delivered',
        title: `Pedido ${order.number} entregue`,
        body: 'Conte para outras pessoas como os produtos funcionaram na sua pele!',
        link,
      };
  }
};

export const reviewModeratedNotification = (approved: boolean, title: string): MomentNotification =>
  approved
    ? {
        kind: 'review_approved',
        title: 'Avaliação aprovada',
        body: `Sua avaliação "${title}" foi revisada e continua publicada.`,
        link: '/app/reviews',
      }
    : {
        kind: 'review_rejected',
        title: 'Avaliação removida pela moderação',
        body: `Sua avaliação "${title}" não segue as regras da comunidade e deixou de ser exibida.`,
        link: '/app/reviews',
      };

const dateFormat = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' }),
);

export const trialEndingNotification = (trialEndsAt: string): MomentNotification => ({
  kind: 'trial_ending',
  title: 'Seu teste grátis está acabando',
  body: `O acesso Premium do teste termina em ${dateFormat().format(new Date(trialEndsAt))}. Escolha um plano para continuar.`,
  link: '/app/settings',
});

export const streakAtRiskNotification = (streak: number): MomentNotification => ({
  kind: 'streak_at_risk',
  title: 'Sua sequência está em risco',
  body: `Sua sequência de ${streak} ${streak === 1 ? 'dia' : 'dias'} termina à meia-noite. Complete a rotina de hoje para mantê-la.`,
  link: '/app/routine',
});
