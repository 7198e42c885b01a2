import type { PlanFeature } from '@pele/shared/constants';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import type { ModerationState } from '@pele/shared/schemas/reviews';
import { formatPrice } from '../../../../lib/format';
import { categoryLabel } from '../../../products';
import { STAFF_STATUS_LABELS } from '../orders/order-labels';
import { formatDateTime } from '../parts/cells';
import { MODERATION_LABELS, PLAN_FEATURE_LABELS } from '../parts/labels';

/** What an audit action did, as a sentence fragment between the actor and the target. */
const ACTIONS: Record<string, string> = {
  'product.create': 'criou o produto',
  'product.update': 'editou o produto',
  'product.delete': 'excluiu o produto',
  'user.status': 'mudou o status da conta de',
  'order.status': 'mudou o status do pedido',
  'review.moderate': 'moderou a avaliação',
  'settings.update': 'alterou as',
  'plan.update': 'alterou o plano',
};

/** The server's field names (camelCase, as written in the trail) in pt-BR. */
const FIELDS: Record<string, string> = {
  name: 'Nome',
  brand: 'Marca',
  category: 'Categoria',
  description: 'Descrição',
  price: 'Preço',
  originalPrice: 'Preço original',
  countInStock: 'Estoque',
  howToUse: 'Modo de uso',
  purchaseUrl: 'Link de compra',
  ingredients: 'Ingredientes',
  benefits: 'Benefícios',
  skinTypes: 'Tipos de pele',
  concerns: 'Preocupações',
  tags: 'Tags',
  imageKey: 'Imagem',
  deletedAt: 'Excluído em',
  isActive: 'Status',
  status: 'Status',
  moderation: 'Moderação',
  supportPhone: 'WhatsApp do suporte',
  supportEmail: 'E-mail do suporte',
  privacyEmail: 'E-mail do encarregado de dados',
  freeTrialDays: 'Dias de teste grátis',
  features: 'Recursos',
  isPopular: 'Mais Popular',
};

const MONEY = new Set(['price', 'originalPrice']);
const NOTHING = '—';

export const auditAction = (action: string) => ACTIONS[action] ?? action;
export const auditField = (field: string) => FIELDS[field] ?? field;

const plain = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (Array.isArray(value)) return value.length === 0 ? NOTHING : value.map(plain).join(', ');
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One value of a changed field, in the words the panel uses elsewhere (BRL, status labels, dates). */
export const auditValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (MONEY.has(field) && typeof value === 'number') return formatPrice(value);
  if (field === 'isActive' && typeof value === 'boolean') return value ? 'Ativo' : 'Inativo';
  if (field === 'status' && typeof value === 'string')
    return STAFF_STATUS_LABELS[value as keyof typeof STAFF_STATUS_LABELS] ?? value;
  if (field === 'moderation' && typeof value === 'string')
    return MODERATION_LABELS[value as ModerationState] ?? value;
  if (field === 'category' && typeof value === 'string') return categoryLabel(value);
  if (field === 'features' && Array.isArray(value))
    return plain(value.map((feature) => PLAN_FEATURE_LABELS[feature as PlanFeature] ?? feature));
  // The key of an uploaded file says nothing to a person; that there is one does.
  if (field === 'imageKey') return 'imagem enviada';
  if (field === 'deletedAt' && typeof value === 'string') return formatDateTime(value);
  return plain(value);
};

/** 'Preço: R$ 10,00 → R$ 12,00' */
export const auditChangeText = (change: AuditEntry['changes'][number]) =>
  `${auditField(change.field)}: ${auditValue(change.field, change.before)} → ${auditValue(change.field, change.after)}`;
