/**
 * Why a payment was given back, in the words the order shows its customer (pt-BR); `amount` is the refund in
 * BRL as formatted for people. Written on the server into the order, so only the server needs them.
 */
export const refundReasons = {
  /** A payment that reached an order already paid. */
  duplicatePayment: (amount: string) =>
    `Recebemos um segundo pagamento deste pedido, que já estava pago. Estornamos ${amount} no mesmo cartão.`,
  /** A payment that reached an order cancelled (or gone) before it arrived. */
  cancelledOrder: (amount: string) =>
    `O pagamento chegou depois que o pedido foi cancelado. Estornamos ${amount} no mesmo cartão.`,
  /** Staff cancelled a paid order before it shipped. */
  staffCancel: (amount: string) => `O pedido foi cancelado pela loja. Estornamos ${amount} no mesmo cartão.`,
  /** The account was erased before a paid order shipped. */
  erasure: (amount: string) => `A conta foi excluída antes do envio. Estornamos ${amount} no mesmo cartão.`,
  /** The stock ran out between the checkout and the payment. */
  outOfStock: (name: string) => (amount: string) =>
    `Sem estoque suficiente de ${name}. Estornamos ${amount} no mesmo cartão.`,
} as const;
