/**
 * Writes functions/src/domain/ingredients/ingredient-table.ts from the ingredient data files
 * (functions/src/domain/ingredients/data/): run it after changing them; a unit test fails while the table is
 * out of date.
 *
 *   npx tsx functions/scripts/write-ingredient-table.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ingredientTableModule } from '../src/domain/ingredients/data/ingredient-table-module';

const target = join(import.meta.dirname, '../src/domain/ingredients/ingredient-table.ts');
writeFileSync(target, ingredientTableModule());
console.log(`wrote ${target}`);
