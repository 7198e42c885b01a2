const DEFAULT_SEARCH_URL = 'https://www.amazon.com.br/s?k=';
const DEFAULT_AFFILIATE_TAG = 'peleai-20';

interface MarketplaceConfig {
  searchUrl?: string;
  affiliateTag?: string;
}

/**
 * 'Comprar' (spec 2.9, 7.9): a marketplace search by the product's name with the affiliate tag, both from
 * the build's configuration (VITE_MARKETPLACE_SEARCH_URL, VITE_AFFILIATE_TAG).
 */
export const purchaseUrl = (
  productName: string,
  config: MarketplaceConfig = {
    searchUrl: import.meta.env.VITE_MARKETPLACE_SEARCH_URL,
    affiliateTag: import.meta.env.VITE_AFFILIATE_TAG,
  },
) => {
  const searchUrl = config.searchUrl?.trim() || DEFAULT_SEARCH_URL;
  const tag = config.affiliateTag?.trim() || DEFAULT_AFFILIATE_TAG;
  const separator = searchUrl.includes('?') ? '&' : '?';
  const withName = searchUrl.endsWith('=')
    ? `${searchUrl}${encodeURIComponent(productName)}`
    : `${searchUrl}${separator}k=${encodeURIComponent(productName)}`;
  return `${withName}&tag=${encodeURIComponent(tag)}`;
};
