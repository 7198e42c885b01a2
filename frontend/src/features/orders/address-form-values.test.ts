import { describe, expect, it } from 'vitest';
import { checkAddress, emptyAddress, formatCep } from './address-form-values';

describe('the delivery address form', () => {
  it('shows the CEP as 00000-000 while it is typed', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01.310-100 9')).toBe('01310-100');
  });

  it('names each missing or wrong field in pt-BR, with the server’s own rules', () => {
    const result = checkAddress({ ...emptyAddress(), cep: '0131', state: 'XX' });
    expect(result).toEqual({
      errors: {
        cep: 'Informe o CEP no formato 00000-000.',
        street: 'Informe a rua.',
        number: 'Informe o número (ou S/N).',
        neighborhood: 'Informe o bairro.',
        city: 'Informe a cidade.',
        state: 'Escolha a UF do estado (ex.: SP).',
      },
    });
  });

  it('gives the address to send when every field is right', () => {
    const values = {
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(checkAddress(values)).toEqual({ address: values });
  });
});
