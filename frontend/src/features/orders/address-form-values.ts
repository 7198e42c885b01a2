import { type DeliveryAddress, deliveryAddress } from '@pele/shared/schemas/address';

export type AddressField = keyof DeliveryAddress;
export type AddressValues = Record<AddressField, string>;

export const emptyAddress = (): AddressValues => ({
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
});

/** Digits typed into the CEP field, shown as 00000-000 as they come. */
export const formatCep = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * The form's values checked by the same schema the server uses: the address to send, or each field's pt-BR
 * message.
 */
export const checkAddress = (
  values: AddressValues,
): { address: DeliveryAddress } | { errors: Partial<Record<AddressField, string>> } => {
  const parsed = deliveryAddress.safeParse(values);
  if (parsed.success) return { address: parsed.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return { errors };
};
