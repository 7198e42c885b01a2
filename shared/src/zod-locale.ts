import { z } from 'zod';

// Generic zod messages (wrong type, unknown enum value) in Brazilian Portuguese, for server and SPA alike;
// the spec's own messages are set per field in the schemas.
z.config(z.locales.ptBR());
