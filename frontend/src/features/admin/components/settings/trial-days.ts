/**
 * The trial field's text as days, or undefined when it is not a plain decimal ('7', '0,5', '0.001'). The API takes
 * a JSON number; reading the field with Number() would send '' as 0 and '0x10' as 16.
 */
export const parseTrialDays = (text: string): number | undefined => {
  const compact = text.trim();
  return /^\d{1,6}([.,]\d{1,6})?$/.test(compact) ? Number(compact.replace(',', '.')) : undefined;
};
