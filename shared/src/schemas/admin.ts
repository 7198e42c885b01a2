import * as z from 'zod';
import { cleanLineText } from '../clean-text';
import { PLAN_FEATURES } from '../constants';
import { adminIdParams, adminOrder, adminOrderMessages } from './admin-order-status';
import { brlPrice, idText, imageContentType, numberText, presignedUpload, text } from './common';
import { ORDER_STATUSES } from './orders';
import { PRODUCT_CATEGORIES, productCategory } from './products';
import { MODERATION_STATES, moderationState, REPORT_REASON_KEYS, review } from './reviews';
import { plan, subscriptionStatus } from './subscriptions';
import { publicSettings } from './system';

/** The staff area's texts: spec 8.2's admin messages verbatim, plus the server's own refusals. */
export const adminMessages = {
  statsLoadFailed: 'Erro ao carregar estatísticas',
  statsEmpty: 'Nenhuma estatística disponível',
  productsLoadFailed: 'Erro ao carregar produtos',
  productSaveFailed: 'Erro ao salvar produto',
  productDeleteFailed: 'Erro ao deletar produto',
  deleteConfirm: (name: string) =>
    `Tem certeza que deseja excluir o produto "${name}"? Esta ação não pode ser desfeita.`,
  usersLoadFailed: 'Erro ao carregar usuários',
  userStatusFailed: 'Erro ao atualizar o status do usuário',
  ordersLoadFailed: 'Erro ao carregar pedidos',
  orderStatusFailed: 'Erro ao atualizar o status do pedido',
  reviewsLoadFailed: 'Erro ao carregar avaliações',
  moderateFailed: 'Erro ao moderar avaliação',
  analyticsLoadFailed: 'Erro ao carregar analytics',
  settingsLoadFailed: 'Erro ao carregar configurações',
  settingsSaveFailed: 'Erro ao salvar configurações',
  auditLoadFailed: 'Erro ao carregar o registro de atividades',
  page: 'A página deve ser um número inteiro a partir de 1.',
  limit: 'O limite deve ser um número inteiro de 1 a 100.',
  search: 'A busca deve ter no máximo 100 caracteres.',
  tags: 'Filtre por no máximo 10 tags.',
  period: 'Período inválido. Use 7d, 30d ou 90d.',
  name: 'Nome é obrigatório',
  brand: 'Marca é obrigatória',
  description: 'Descrição é obrigatória',
  category: 'Categoria é obrigatória',
  priceRequired: 'Preço é obrigatório',
  stockRequired: 'Estoque é obrigatório',
  price: 'O preço deve ser um número maior que 0 e de no máximo 100000.',
  centavos: 'Informe o preço em reais com no máximo 2 casas decimais (ex.: 89,90).',
  stock: 'O estoque deve ser um número inteiro de 0 a 1000000.',
  listItem: 'Cada item deve ter de 1 a 200 caracteres.',
  listSize: 'Informe no máximo 100 itens por lista.',
  purchaseUrl: 'O link de compra deve começar com https://.',
  productNotFound: 'Produto não encontrado.',
  reviewNotFound: 'Avaliação não encontrada.',
  planNotFound: 'Plano não encontrado.',
  supportPhone: 'Informe o telefone com DDI e DDD, só números (de 10 a 15 dígitos).',
  contactEmail: 'Informe um e-mail válido, ou deixe em branco para esconder o contato.',
  trialDays: 'O teste grátis deve ter de 0 a 90 dias.',
  planPrice: 'O preço do plano deve ser maior que 0 e no máximo 10000.',
  planFeatures: 'Escolha recursos válidos do plano.',
  nothingToChange: 'Nada a alterar.',
  ...adminOrderMessages,
  moderationState:
    'Estado de moderação inválido. Use Pendentes (pending), Aprovadas (approved) ou Rejeitadas (rejected).',
} as const;

/** Admin lists page by number (spec 3: "a pagination object with pages"). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const pageNumber = z.preprocess(
  blankToUndefined,
  numberText(adminMessages.page)
    .pipe(z.number().min(1, { error: adminMessages.page }).max(100_000, { error: adminMessages.page }))
    .default(1),
);
const pageLimit = z.preprocess(
  blankToUndefined,
  numberText(adminMessages.limit)
    .pipe(
      z
        .number()
        .min(1, { error: adminMessages.limit })
        .max(ADMIN_PAGE_SIZE_MAX, { error: adminMessages.limit }),
    )
    .default(ADMIN_PAGE_SIZE),
);
const searchText = z.preprocess(
  blankToUndefined,
  text(100, { error: adminMessages.search, tooLong: adminMessages.search }).optional(),
);

export const pageQuery = z.object({ page: pageNumber, limit: pageLimit });
export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export type { AdminOrder } from './admin-order-status';
export { orderStatusBody } from './admin-order-status';
export { adminIdParams, adminOrder, adminOrderMessages };

/* ---------------------------------------------------------------- dashboard */

/** Spec 3's dashboard stats, from counters kept on every write; money in BRL. */
export const dashboardStats = z.object({
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalReviews: z.number().int(),
  totalAnalyses: z.number().int(),
  /** Days checked in by every account (one per user day, whatever the times its score changed). */
  totalCheckIns: z.number().int(),
  /** Challenges joined by every account, and those completed (settled when a screen read them). */
  totalChallengesJoined: z.number().int(),
  totalChallengesCompleted: z.number().int(),
  /** Label scans kept by every account (a deleted scan leaves the total). */
  totalScans: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/* ---------------------------------------------------------------- audit */

export const auditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  /** e.g. product.create, user.status, order.status, review.moderate, settings.update, plan.update */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({ limit: pageLimit });
export const auditList = z.object({ entries: z.array(auditEntry) });

/* ---------------------------------------------------------------- products */

const listItem = text(200, { error: adminMessages.listItem, tooLong: adminMessages.listItem }).min(1, {
  error: adminMessages.listItem,
});
/**
 * Blanks dropped, duplicates kept once (spec 5: tags trimmed and empty ones dropped; ingredients unique).
 * Cleaned before comparing, so two spellings of one word that differ only in invisible characters are one.
 */
const textList = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? [
          ...new Set(
            value
              .map((item) => (typeof item === 'string' ? cleanLineText(item).trim() : item))
              .filter((item) => item !== ''),
          ),
        ]
      : value,
  z.array(listItem).max(100, { error: adminMessages.listSize }),
);
const money = brlPrice(100_000, { range: adminMessages.price, centavos: adminMessages.centavos });
const stock = z
  .number({ error: adminMessages.stock })
  .int({ error: adminMessages.stock })
  .min(0, { error: adminMessages.stock })
  .max(1_000_000, { error: adminMessages.stock });
const requiredField = (message: string, max: number, options: { multiline?: boolean } = {}) =>
  text(max, { error: message, ...options }).min(1, { error: message });
const optionalText = (max: number) => text(max, { multiline: true });
const purchaseUrl = z.preprocess(
  blankToUndefined,
  text(500)
    .regex(/^https:\/\/[^\s]+$/, { error: adminMessages.purchaseUrl })
    .nullable()
    .optional(),
);

export const adminProductsQuery = pageQuery.extend({
  search: searchText,
  category: z.preprocess(blankToUndefined, productCategory.optional()),
  /** Comma-separated; a product matches when it has every tag (case-insensitive). */
  tags: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value,
    z.array(text(60)).max(10, { error: adminMessages.tags }).optional(),
  ),
});

/** Spec 3's product form payload (camelCase); the image is a key from the image upload, not a file. */
export const productFields = z.object({
  name: requiredField(adminMessages.name, 200),
  brand: requiredField(adminMessages.brand, 100),
  description: requiredField(adminMessages.description, 5000, { multiline: true }),
  category: z.enum(PRODUCT_CATEGORIES, { error: adminMessages.category }),
  price: money,
  originalPrice: money.nullable().optional(),
  countInStock: stock,
  howToUse: optionalText(3000).optional(),
  purchaseUrl,
  ingredients: textList.optional(),
  benefits: textList.optional(),
  skinTypes: textList.optional(),
  concerns: textList.optional(),
  tags: textList.optional(),
  /** The `key` a product image upload answered; the server checks and re-encodes it. */
  imageKey: idText(512).optional(),
});
export const createProductBody = productFields;
export type CreateProductBody = z.output<typeof createProductBody>;
/** Spec 5: on update only changed fields come; `removeImage` goes back to the generated illustration. */
export const updateProductBody = productFields
  .partial()
  .extend({ removeImage: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToChange,
  });
export type UpdateProductBody = z.output<typeof updateProductBody>;

export const productImageUploadBody = z.object({
  contentType: imageContentType,
  size: z.number({ error: 'Informe o tamanho do arquivo.' }).int().positive(),
});
export const productImageUpload = presignedUpload;

/** Spec 3's admin view of a product (snake_case, as the panel reads it). */
export const adminProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number(),
  original_price: z.number().nullable(),
  count_in_stock: z.number().int(),
  ingredients: z.array(z.string()),
  benefits: z.array(z.string()),
  how_to_use: z.string(),
  skin_types: z.array(z.string()),
  concerns: z.array(z.string()),
  tags: z.array(z.string()),
  purchase_url: z.string().nullable(),
  /** Relative path served by the product (`/media/...`). */
  image_url: z.string(),
  rating: z.number(),
  num_reviews: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductPage = z.object({ products: z.array(adminProduct), pagination });
export const deletedProduct = z.object({ deleted: z.literal(true), id: z.string() });

/* ---------------------------------------------------------------- users */

export const adminUsersQuery = pageQuery.extend({ search: searchText });
export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** What the account has now: its paying plan, the free trial, or nothing. */
  plan: z.object({
    kind: z.enum(['subscription', 'trial', 'none']),
    name: z.string().nullable(),
    status: subscriptionStatus.nullable(),
    until: z.string().nullable(),
  }),
  counts: z.object({ analyses: z.number().int(), reviews: z.number().int(), orders: z.number().int() }),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = z.object({ users: z.array(adminUser), pagination });

export const userStatusBody = z.object({
  isActive: z.boolean({ error: 'Informe isActive como verdadeiro ou falso.' }),
});
export const userIdParams = adminIdParams;
export const userStatus = z.object({ id: z.string(), isActive: z.boolean() });

/* ---------------------------------------------------------------- orders */

export const adminOrdersQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }).optional(),
  ),
});
export const adminOrderPage = z.object({ orders: z.array(adminOrder), pagination });

/* ---------------------------------------------------------------- reviews */

export const adminReviewsQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(MODERATION_STATES, { error: adminMessages.moderationState }).optional(),
  ),
});
export const adminReview = review.extend({
  moderation: moderationState,
  product: z.object({ id: z.string(), name: z.string() }),
  author: z.object({ id: z.string(), name: z.string() }),
  /** How many people reported it ('Denunciar'); a report puts a kept review back among the pending. */
  reportCount: z.number().int(),
  /** The reports, newest first: the reason's key and words, and the reporter's details. */
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASON_KEYS),
      reasonLabel: z.string(),
      details: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewPage = z.object({ reviews: z.array(adminReview), pagination });
export const moderateBody = z.object({
  approved: z.boolean({ error: 'Informe approved como verdadeiro ou falso.' }),
});

/* ---------------------------------------------------------------- analytics */

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export const analyticsQuery = z.object({
  period: z.preprocess(
    blankToUndefined,
    z.enum(ANALYTICS_PERIODS, { error: adminMessages.period }).default('30d'),
  ),
});
export const analyticsDay = z.object({
  /** yyyy-mm-dd in America/Sao_Paulo. */
  date: z.string(),
  signups: z.number().int(),
  analyses: z.number().int(),
  /** Daily skin check-ins first sent that day. */
  checkIns: z.number().int(),
  challengesJoined: z.number().int(),
  /** Challenges settled as completed that day. */
  challengesCompleted: z.number().int(),
  /** Label scans made that day. */
  scans: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  /** Subscriptions giving access at the end of that day. */
  activeSubscriptions: z.number().int(),
});
export const analytics = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  days: z.array(analyticsDay),
  totals: z.object({
    signups: z.number().int(),
    analyses: z.number().int(),
    checkIns: z.number().int(),
    challengesJoined: z.number().int(),
    challengesCompleted: z.number().int(),
    scans: z.number().int(),
    orders: z.number().int(),
    revenue: z.number(),
  }),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenue: z.number() }),
  ),
});
export type Analytics = z.infer<typeof analytics>;

/* ---------------------------------------------------------------- settings */

/**
 * What staff change without a deploy; the server reads them from the table. The contacts (support WhatsApp,
 * support e-mail, data-protection officer's e-mail) are '' while unset: the links that use one are hidden.
 */
export const appSettings = publicSettings.extend({
  /** Days; a fraction is a shorter trial (FREE_TRIAL_DAYS=0.001 in a local run). */
  freeTrialDays: z.number(),
});
export type AppSettings = z.infer<typeof appSettings>;

/** A contact e-mail, or '' to unset it (its links are then hidden). */
const contactEmail = text(254, { error: adminMessages.contactEmail, tooLong: adminMessages.contactEmail })
  .toLowerCase()
  .pipe(
    z.union([z.literal(''), z.email({ error: adminMessages.contactEmail })], {
      error: adminMessages.contactEmail,
    }),
  );

export const updateSettingsBody = z
  .object({
    /** E.164 without the '+': country code, area code and number, 10 to 15 digits; '' unsets it. */
    supportPhone: text(15, { tooLong: adminMessages.supportPhone })
      .regex(/^(\d{10,15})?$/, { error: adminMessages.supportPhone })
      .optional(),
    supportEmail: contactEmail.optional(),
    privacyEmail: contactEmail.optional(),
    /** Days, a fraction allowed (a local run shortens the trial to minutes). */
    freeTrialDays: z
      .number({ error: adminMessages.trialDays })
      .min(0, { error: adminMessages.trialDays })
      .max(90, { error: adminMessages.trialDays })
      // Millionths of a day (under a tenth of a second) are plenty, and the table cannot store a number as
      // small as 5e-324.
      .transform((days) => Math.round(days * 1_000_000) / 1_000_000)
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToChange,
  });

export const adminPlan = plan;
export const adminPlanList = z.array(plan);
export const updatePlanBody = z
  .object({
    name: text(80).min(1).optional(),
    price: brlPrice(10_000, { range: adminMessages.planPrice, centavos: adminMessages.centavos }).optional(),
    features: z
      .array(z.enum(PLAN_FEATURES, { error: adminMessages.planFeatures }))
      .max(PLAN_FEATURES.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    isPopular: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToChange,
  });
