/** Lower case without accents or outer spaces, so a search for 'serum' finds 'Sérum '. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
