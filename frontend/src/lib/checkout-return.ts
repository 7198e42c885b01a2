/**
 * Where hosted checkout sends the browser back: the payment pages of this app (the server refuses any other
 * origin, so the product can never be an open redirect).
 */
export const checkoutReturnUrls = () => ({
  successUrl: `${window.location.origin}/app/payment/success`,
  cancelUrl: `${window.location.origin}/app/payment/cancel`,
});
