import type { Concern, ConcernKey, Recommendation } from '@pele/shared/schemas/skin-analysis';

/** A concern must reach this severity to drive a recommendation. */
export const RECOMMENDATION_MIN_SEVERITY = 30;

const BY_CONCERN: Record<ConcernKey, Omit<Recommendation, 'concern'>> = {
  oiliness: {
    category: 'Limpeza',
    productCategory: 'cleansers',
    reason: 'Um gel de limpeza suave, de manhã e à noite, ajuda a controlar o brilho da zona T sem ressecar.',
  },
  acne: {
    category: 'Sérum',
    productCategory: 'serums',
    reason:
      'Um sérum com niacinamida ou ácido salicílico ajuda a reduzir a tendência a espinhas. Se houver inflamação persistente, procure um dermatologista.',
  },
  enlarged_pores: {
    category: 'Tônico',
    productCategory: 'toners',
    reason: 'Um tônico com ácidos suaves (como o salicílico) ajuda a desobstruir e a disfarçar os poros.',
  },
  hyperpigmentation: {
    category: 'Sérum',
    productCategory: 'serums',
    reason: 'Um sérum com vitamina C ou niacinamida ajuda a uniformizar o tom das manchas escuras.',
  },
  redness: {
    category: 'Hidratante',
    productCategory: 'moisturizers',
    reason:
      'Um hidratante calmante e sem fragrância (com pantenol ou centella) ajuda a acalmar a vermelhidão.',
  },
  fine_lines: {
    category: 'Sérum',
    productCategory: 'serums',
    reason: 'Um sérum com retinol (à noite) ou peptídeos ajuda a suavizar linhas finas com o uso contínuo.',
  },
  dark_circles: {
    category: 'Cuidados para os olhos',
    productCategory: 'other',
    reason:
      'Um creme para a área dos olhos com cafeína ou vitamina C ajuda a clarear as olheiras; dormir bem também conta.',
  },
};

const SUNSCREEN: Recommendation = {
  category: 'Protetor Solar',
  productCategory: 'sunscreens',
  reason:
    'Use protetor solar FPS 30 ou mais todos os dias: ele evita que manchas, linhas e vermelhidão piorem.',
};

const MOISTURIZER_FOR_LOW_HYDRATION: Recommendation = {
  category: 'Hidratante',
  productCategory: 'moisturizers',
  reason:
    'A estimativa de hidratação está baixa: um hidratante com ácido hialurônico ou ceramidas ajuda a reter água na pele.',
};

/**
 * From the most severe concerns (at most three), one product category each without repeating a category, then
 * a moisturizer if hydration is estimated low, and sunscreen always last.
 */
export const recommendationsFrom = (concerns: readonly Concern[], hydration: number): Recommendation[] => {
  const out: Recommendation[] = [];
  for (const concern of concerns) {
    if (out.length >= 3 || concern.severity < RECOMMENDATION_MIN_SEVERITY) break;
    const rec = BY_CONCERN[concern.key];
    if (out.some((r) => r.productCategory === rec.productCategory)) continue;
    out.push({ ...rec, concern: concern.key });
  }
  if (hydration < 50 && !out.some((r) => r.productCategory === 'moisturizers'))
    out.push(MOISTURIZER_FOR_LOW_HYDRATION);
  out.push(SUNSCREEN);
  return out;
};
