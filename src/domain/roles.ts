/**
 * The code of the administrator role: it holds every function, bypasses permission checks and is
 * protected from being frozen, recoded, emptied or deleted (the original system's role `99`).
 */
export const ADMIN_ROLE_CODE = '99';
