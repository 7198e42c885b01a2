import type { Ingredient } from './types';

/**
 * Groups that people name as a whole in an avoid list ('sem parabenos', 'alergia a fragrância').
 * An avoid-list term that names a family flags every member.
 */
export interface IngredientFamily {
  key: string;
  ptName: string;
  aliases: string[];
  includes: (ingredient: Ingredient) => boolean;
}

const byFamilyKey = (key: string) => (i: Ingredient) => i.families?.includes(key) ?? false;

export const FAMILIES: readonly IngredientFamily[] = [
  {
    key: 'fragrance',
    ptName: 'fragrâncias',
    aliases: ['fragrance', 'fragrances', 'fragrância', 'fragrâncias', 'perfume', 'perfumes', 'parfum'],
    includes: byFamilyKey('fragrance'),
  },
  {
    key: 'essential-oils',
    ptName: 'óleos essenciais',
    aliases: ['essential oils', 'essential oil', 'óleos essenciais', 'óleo essencial'],
    includes: byFamilyKey('essential-oils'),
  },
  {
    key: 'sulfates',
    ptName: 'sulfatos',
    aliases: ['sulfates', 'sulphates', 'sulfatos', 'sulfato'],
    includes: byFamilyKey('sulfates'),
  },
  {
    key: 'parabens',
    ptName: 'parabenos',
    aliases: ['parabens', 'parabenos', 'parabeno', 'parabenos', 'parabéns'],
    includes: byFamilyKey('parabens'),
  },
  {
    key: 'silicones',
    ptName: 'silicones',
    aliases: ['silicones', 'silicone'],
    includes: byFamilyKey('silicones'),
  },
  {
    key: 'retinoids',
    ptName: 'retinoides',
    aliases: ['retinoids', 'retinoides', 'retinóides', 'retinoide'],
    includes: (i) => i.active === 'retinoid',
  },
  {
    key: 'aha',
    ptName: 'alfa-hidroxiácidos (AHA)',
    aliases: [
      'aha',
      'ahas',
      'alpha hydroxy acids',
      'alfa hidroxiácidos',
      'alfa-hidroxiácidos',
      'alfahidroxiácidos',
    ],
    includes: (i) => i.active === 'aha',
  },
  {
    key: 'bha',
    ptName: 'beta-hidroxiácidos (BHA)',
    aliases: ['bha', 'beta hydroxy acid', 'beta-hidroxiácido', 'beta hidroxiácidos', 'betahidroxiácido'],
    includes: (i) => i.active === 'bha',
  },
  {
    key: 'pha',
    ptName: 'poli-hidroxiácidos (PHA)',
    aliases: ['pha', 'polyhydroxy acids', 'poli-hidroxiácidos', 'polihidroxiácidos'],
    includes: (i) => i.active === 'pha',
  },
  {
    key: 'vitamin-c',
    ptName: 'vitamina C',
    aliases: ['vitamin c', 'vitamina c'],
    includes: (i) => i.active === 'vitamin_c' || i.active === 'vitamin_c_derivative',
  },
  {
    key: 'chemical-filters',
    ptName: 'filtros químicos',
    aliases: [
      'chemical filters',
      'chemical sunscreen',
      'filtros químicos',
      'filtro químico',
      'filtros orgânicos',
    ],
    includes: byFamilyKey('chemical-filters'),
  },
  {
    key: 'mineral-filters',
    ptName: 'filtros minerais',
    aliases: ['mineral filters', 'filtros minerais', 'filtro físico', 'filtros físicos'],
    includes: byFamilyKey('mineral-filters'),
  },
  {
    key: 'peptides',
    ptName: 'peptídeos',
    aliases: ['peptides', 'peptídeos', 'peptideos'],
    includes: (i) => i.active === 'peptide' || i.active === 'copper_peptide',
  },
  {
    key: 'hyaluronic-acid',
    ptName: 'ácido hialurônico',
    aliases: ['hyaluronic acid', 'ácido hialurônico', 'hialuronato de sódio', 'sodium hyaluronate'],
    includes: byFamilyKey('hyaluronic-acid'),
  },
  {
    key: 'ceramides',
    ptName: 'ceramidas',
    aliases: ['ceramidas'],
    includes: byFamilyKey('ceramides'),
  },
];
