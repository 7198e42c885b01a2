/** A delivery address the schema accepts: every paid order needs one. */
export const TEST_ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
