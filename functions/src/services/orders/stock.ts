import { orderMessages } from '@pele/shared/schemas/orders';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { conflict } from '../../domain/errors';
import { type Stocked, stockProblem, type WantedLine } from '../../domain/orders/stock-check';

/** The products' names and stock now, read together in one consistent BatchGet; a deleted product is absent. */
export const stockNow = async (productIds: readonly string[]): Promise<Map<string, Stocked>> =>
  new Map((await productsRepository.getMany(productIds)).map((product) => [product.id, product]));

/** Refuses (409, in pt-BR) lines the catalog cannot sell now: a product gone, or not enough of one. */
export const refuseUnsellable = (
  wanted: readonly WantedLine[],
  stock: ReadonlyMap<string, Stocked>,
): void => {
  const problem = stockProblem(wanted, stock);
  if (problem?.kind === 'gone') throw conflict(orderMessages.productGone);
  if (problem?.kind === 'short') throw conflict(orderMessages.outOfStock(problem.name));
};
