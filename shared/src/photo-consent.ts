import { PHOTO_RETENTION_DAYS } from './constants';

/**
 * The consent the user gives before the first face photo (LGPD art. 11, I: specific and highlighted consent
 * for sensitive data). The SPA shows this text and sends its version; the server records that version and the
 * time, and refuses analysis uploads unless the recorded version is this one. Any change to the text that
 * matters to the user gets a new version, which asks everyone again.
 */
export const PHOTO_CONSENT_VERSION = '2026-11-25';

export const photoConsentText = {
  title: 'Consentimento para fotos do rosto',
  intro:
    'A foto do seu rosto é um dado pessoal sensível (biométrico). Só a usamos com a sua permissão e apenas para analisar sua pele.',
  points: [
    {
      label: 'O que guardamos',
      text: 'a foto, em armazenamento privado e sem dados de localização, e os números calculados a partir dela (tipo de pele e percentuais).',
    },
    {
      label: 'Por quanto tempo',
      text: `a foto é apagada automaticamente ${PHOTO_RETENTION_DAYS} dias depois do envio. Os números ficam enquanto sua conta existir, para mostrar sua evolução.`,
    },
    {
      label: 'Seus direitos',
      text: 'você pode revogar este consentimento a qualquer momento em Configurações, e suas fotos são apagadas na hora. Também pode baixar seus dados ou excluir sua conta.',
    },
  ],
  agree: 'Concordo e quero continuar',
  decline: 'Agora não',
} as const;

/** pt-BR texts of a face photo's state on the result screen (the analysis's `photoStatus`). */
export const photoStatusMessages = {
  expired: `A foto desta análise foi apagada automaticamente ${PHOTO_RETENTION_DAYS} dias depois do envio. Os resultados continuam salvos.`,
  revoked:
    'A foto desta análise foi apagada quando você revogou o consentimento. Os resultados continuam salvos.',
  unavailable: 'A foto desta análise não está mais disponível. Os resultados continuam salvos.',
} as const;
