/**
 * The terms' sentence on the free trial, from the staff's setting for new accounts (`freeTrialDays`, as the
 * landing and the plans read it); undefined while it is unknown.
 */
export function trialTerms(freeTrialDays: number | undefined): string {
  if (freeTrialDays === undefined)
    return 'Contas novas podem ter um período de teste grátis, com a duração informada na criação da conta;';
  if (freeTrialDays <= 0) return 'No momento, contas novas não têm teste grátis;';
  const days = Math.floor(freeTrialDays);
  if (days < 1) return 'Contas novas têm um teste grátis de menos de um dia;';
  return `Contas novas têm ${days} ${days === 1 ? 'dia' : 'dias'} de teste grátis;`;
}
