import { ptBR } from 'zod/locales';
import * as z from 'zod/mini';

// Generic zod messages (wrong type, unknown enum value) in Brazilian Portuguese, for server and SPA alike;
// the spec's own messages are set per field in the schemas. The namespace import and the one named locale
// keep bundles to the zod they use: `import { z }` (a namespace value) and `z.locales` bring in every
// locale and the whole API (about 450 KB minified in each Lambda bundle).
z.config(ptBR());
