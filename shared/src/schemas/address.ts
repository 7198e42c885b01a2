import * as z from 'zod/mini';
import { requiredText, text } from './common';
import { schema } from './schema';

/** The 27 federative units, by the abbreviation the post office uses. */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export const CEP_PATTERN = /^\d{5}-\d{3}$/;

export const addressMessages = {
  cep: 'Informe o CEP no formato 00000-000.',
  street: 'Informe a rua.',
  number: 'Informe o número (ou S/N).',
  complement: 'O complemento tem no máximo 60 caracteres.',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Escolha a UF do estado (ex.: SP).',
  required: 'Informe o endereço de entrega antes de pagar.',
  saved: 'Endereço de entrega salvo.',
} as const;

/**
 * A delivery address in Brazil. The CEP is checked for its format only (a CEP lookup needs a service the
 * product cannot reach offline) and the state against the list of UFs.
 */
export const deliveryAddress = /* @__PURE__ */ schema(() =>
  z.object({
    cep: text(9, { error: addressMessages.cep, tooLong: addressMessages.cep }).check(
      z.regex(CEP_PATTERN, {
        error: addressMessages.cep,
      }),
    ),
    street: requiredText(addressMessages.street, 120),
    number: requiredText(addressMessages.number, 10),
    complement: z._default(
      text(60, { error: addressMessages.complement, tooLong: addressMessages.complement }),
      '',
    ),
    neighborhood: requiredText(addressMessages.neighborhood, 80),
    city: requiredText(addressMessages.city, 80),
    state: z.enum(BRAZIL_STATES, { error: addressMessages.state }),
  }),
);
export type DeliveryAddress = z.output<typeof deliveryAddress>;

/** What the screens and the e-mails read: the address in the lines a letter has. */
export const addressLines = (a: DeliveryAddress): string[] => [
  `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''}`,
  `${a.neighborhood}, ${a.city} — ${a.state}`,
  `CEP ${a.cep}`,
];

export const addressView = /* @__PURE__ */ schema(() =>
  z.object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.enum(BRAZIL_STATES),
  }),
);
/** The caller's saved delivery address, or null before one is saved. */
export const savedAddress = /* @__PURE__ */ schema(() => z.object({ address: z.nullable(addressView) }));
