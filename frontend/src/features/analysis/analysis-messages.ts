import { validation } from '@pele/shared/messages';
import { isApiError } from '../../lib/api-error';

/** The camera and analysis texts of spec 8.2, verbatim, plus the few the design adds. */
export const analysisMessages = {
  cameraUnsupported: 'Seu navegador não suporta acesso à câmera.',
  cameraDenied:
    'Não foi possível acessar a câmera. Por favor, verifique as permissões do navegador e tente novamente.',
  videoUnavailable: 'Elemento de vídeo não está disponível. Aguarde um momento e tente novamente.',
  captureFailed: 'Erro ao capturar imagem. Por favor, tente novamente.',
  analysisFailed: 'Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.',
  imageRequired: validation.analysisImageRequired,
  analyzing: 'Analisando sua pele...',
  imageHint: 'PNG, JPG ou JPEG (máx. 10MB)',
  featureRequired:
    'A análise de pele faz parte do plano Premium. Assine o Premium para analisar sua pele e acompanhar sua evolução.',
} as const;

/** The plan lacks a feature: the server answers 403 with code FEATURE_REQUIRED (the paywall comes later). */
export const isFeatureRequired = (error: unknown) => isApiError(error) && error.code === 'FEATURE_REQUIRED';

/**
 * What the error banner says when an analysis could not run. A refusal the server explains (a 4xx with
 * its own pt-BR text, e.g. an image too large) is shown as is; anything else gets the spec's message.
 */
export const analysisErrorMessage = (error: unknown) => {
  if (isFeatureRequired(error)) return analysisMessages.featureRequired;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return analysisMessages.analysisFailed;
};
