export const scanKeys = {
  all: ['scans'] as const,
  list: () => ['scans', 'list'] as const,
  one: (id: string) => ['scans', 'one', id] as const,
};
