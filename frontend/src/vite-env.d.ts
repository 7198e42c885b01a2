/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support WhatsApp number with country code, digits only (e.g. 5511999999999); optional. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
}
