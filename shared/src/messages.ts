/** pt-BR texts of spec sections 5 and 8, verbatim, plus server messages the spec leaves to the design. */

export const validation = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  nameRequired: 'Nome é obrigatório',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  confirmRequired: 'Confirme sua senha',
  passwordsDiffer: 'As senhas não coincidem',
  termsRequired: 'Você deve aceitar os termos e condições',
  forgotEmailInvalid: 'Por favor, insira um email válido',
  resetTokenMissing: 'Token de redefinição de senha inválido ou expirado.',
  planRequired: 'Por favor, selecione um plano para continuar.',
  ratingRequired: 'Por favor, selecione uma avaliação',
  reviewTitleRequired: 'Por favor, digite um título para sua avaliação',
  reviewContentRequired: 'Por favor, digite sua avaliação',
  analysisImageRequired: 'Por favor, selecione uma imagem para análise.',
} as const;

export const transport = {
  sessionExpired: 'Sessão expirada. Por favor, faça login novamente.',
  sessionExpiredNotice: 'Sua sessão expirou. Por favor, faça login novamente.',
  invalidJson: 'Erro ao processar resposta do servidor',
  operationFailed: 'Operação falhou',
  unexpected: 'Ocorreu um erro inesperado',
  timeout: 'A requisição demorou demais. Verifique sua conexão e tente novamente.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  statusOnly: (status: number) => `Erro: ${status}`,
  statusText: (status: number, statusText: string) => `Erro ${status}: ${statusText}`,
} as const;

export const feature = {
  loginFallback: 'Falha no login. Verifique suas credenciais.',
  registerFallback: 'Falha no registro. Tente novamente.',
  profileUpdateFailed: 'Falha ao atualizar perfil.',
  forgotFailed: 'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.',
  resetFailed: 'Ocorreu um erro ao redefinir sua senha. O token pode ter expirado.',
  resetLinkInvalid: 'O link de redefinição de senha é inválido ou expirou.',
  homeLoadFailed: 'Erro ao carregar dados do usuário',
} as const;

/** Server-side messages carried in `error` of the envelope. */
export const server = {
  validation: 'Dados inválidos. Verifique os campos destacados.',
  invalidJsonBody: 'O corpo da requisição não é um JSON válido.',
  jsonRequired: 'Envie os dados como JSON (Content-Type: application/json).',
  bodyTooLarge: 'A requisição é grande demais.',
  headersTooLarge: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
  malformedRequest: 'A requisição não pôde ser lida.',
  unauthorized: 'Sessão expirada. Por favor, faça login novamente.',
  invalidCredentials: 'Email ou senha incorretos.',
  accountDisabled: 'Sua conta está desativada. Entre em contato com o suporte.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  adminOnly: 'Acesso restrito a administradores.',
  featureRequired: (feature: string) =>
    `Seu plano não inclui este recurso (${feature}). Assine o Premium para desbloquear.`,
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  methodNotAllowed: 'Método não permitido para esta rota.',
  mediaNotFound: 'Imagem não encontrada.',
  emailTaken: 'Este email já está cadastrado.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
  internal: 'Erro no servidor. Tente novamente em alguns instantes.',
  /** A dependency (the database, the payment provider) is not answering: 503 with Retry-After. */
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  forgotSent: 'Se houver uma conta com este email, enviaremos as instruções de redefinição.',
  resetInvalid: 'Token de redefinição de senha inválido ou expirado.',
  refreshInvalid: 'Sessão expirada. Por favor, faça login novamente.',
  uploadMissing: 'O arquivo enviado não foi encontrado. Envie novamente.',
  uploadTooLarge: (maxMb: number) => `A imagem é grande demais (máx. ${maxMb}MB).`,
  uploadNotImage: 'O arquivo enviado não é uma imagem válida (PNG, JPG, JPEG ou WebP).',
  uploadForeignKey: 'Este arquivo não pertence à sua conta.',
  loggedOut: 'Sessão encerrada.',
  /** A logout that sent another account's refresh token: 403, nothing ended. */
  foreignRefreshToken: 'Este token de sessão não pertence à sua conta.',
  loggedOutEverywhere: 'Você saiu de todos os dispositivos.',
  /** Failed logins, reset requests or reset codes past the limit (429 with Retry-After). */
  tooManyAttempts: (retryAfterSeconds: number) =>
    retryAfterSeconds < 60
      ? `Muitas tentativas. Aguarde ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`
      : `Muitas tentativas. Tente novamente em ${Math.ceil(retryAfterSeconds / 60)} ${Math.ceil(retryAfterSeconds / 60) === 1 ? 'minuto' : 'minutos'}.`,
  passwordReset: 'Senha redefinida com sucesso!',
  userNotFound: 'Usuário não encontrado.',
  cannotDeactivateSelf: 'Você não pode desativar a sua própria conta.',
  /** An analysis upload or start without the current consent for face photos (403 CONSENT_REQUIRED). */
  consentRequired:
    'Para analisar sua pele, precisamos do seu consentimento para usar a foto do seu rosto. Leia e confirme o termo antes de enviar a foto.',
  /** A consent sent for a text that is no longer the current one. */
  consentOutdated: 'O termo de consentimento foi atualizado. Leia a nova versão e confirme novamente.',
} as const;
