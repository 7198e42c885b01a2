/**
 * Order numbers a person can read out and type (`PA-7K3Q9`): 'PA-' and five characters from an alphabet
 * without the ones people confuse when reading or saying them (0/O, 1/I/L, U/V), so 29⁵ ≈ 20 million
 * numbers. They are drawn at random and kept unique by a conditional write (orders-repository); the 26-
 * character id stays the order's key and its URL.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const ORDER_NUMBER_LENGTH = 5;
export const ORDER_NUMBER_PATTERN = /^PA-[2-9A-HJKMNP-TW-Z]{5}$/;

/** A random order number; `randomIndex(n)` gives an integer in [0, n) (crypto in production). */
export const newOrderNumber = (randomIndex: (n: number) => number): string => {
  let code = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++)
    code += ORDER_NUMBER_ALPHABET[randomIndex(ORDER_NUMBER_ALPHABET.length)];
  return `PA-${code}`;
};

/**
 * The number shown for an order placed before orders had one: derived from the random end of its ULID, in
 * the same alphabet. Readable like the others; only numbers drawn for new orders are guaranteed unique.
 */
export const legacyOrderNumber = (orderId: string): string => {
  const tail = orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase();
  let code = '';
  for (const char of tail) code += ORDER_NUMBER_ALPHABET[char.charCodeAt(0) % ORDER_NUMBER_ALPHABET.length];
  return `PA-${code}`;
};
