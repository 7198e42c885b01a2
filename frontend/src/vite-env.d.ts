/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Marketplace search address the product name is appended to (default 'https://www.amazon.com.br/s?k='). */
  readonly VITE_MARKETPLACE_SEARCH_URL?: string;
  /** Affiliate tag added to marketplace links (default 'peleai-20'). */
  readonly VITE_AFFILIATE_TAG?: string;
}
