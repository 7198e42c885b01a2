/** Initials of the first and last words of a name ('Maria Clara Souza' → 'MS'); 'U' for no name (Usuário). */
export const initialsOf = (name: string | null | undefined) => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'U';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first[0] ?? ''}${last?.[0] ?? ''}`.toLocaleUpperCase('pt-BR');
};
