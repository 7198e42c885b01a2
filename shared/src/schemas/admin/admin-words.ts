import { ORDER_STATUS_LABELS, type OrderStatus } from '../order-words';

/**
 * The staff area's texts, without zod: spec 8.2's admin messages verbatim, plus the server's own refusals; and how
 * long its lists' pages are.
 */
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
  orderNotFound: 'Pedido não encontrado.',
  reviewNotFound: 'Avaliação não encontrada.',
  planNotFound: 'Plano não encontrado.',
  transitionRefused: (from: OrderStatus, to: OrderStatus) =>
    `Não é possível mudar o pedido de "${ORDER_STATUS_LABELS[from]}" para "${ORDER_STATUS_LABELS[to]}".`,
  busy: 'Outra alteração foi feita ao mesmo tempo. Recarregue e tente novamente.',
  supportPhone: 'Informe o telefone com DDI e DDD, só números (de 10 a 15 dígitos).',
  contactEmail: 'Informe um e-mail válido, ou deixe em branco para esconder o contato.',
  trialDays: 'O teste grátis deve ter de 0 a 90 dias.',
  planPrice: 'O preço do plano deve ser maior que 0 e no máximo 10000.',
  planFeatures: 'Escolha recursos válidos do plano.',
  nothingToChange: 'Nada a alterar.',
  // The API's values stay in parentheses: they are what a client sends.
  orderStatus:
    'Status de pedido inválido. Use Aguardando pagamento (pending_payment), Pago (paid), Em processamento (processing), Enviado (shipped), Entregue (delivered) ou Cancelado (cancelled).',
  moderationState:
    'Estado de moderação inválido. Use Pendentes (pending), Aprovadas (approved) ou Rejeitadas (rejected).',
} as const;

/** Admin lists page by number (spec 3: "a pagination object with pages"). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;
