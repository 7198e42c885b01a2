/** The server's default zone: profiles keep no time zone yet, so every user's day is São Paulo's. */
export const ROUTINE_TIME_ZONE = 'America/Sao_Paulo';
