/** An error with an HTTP status and a stable code the client translates (docs/architecture.md §6). */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message?: string,
    public readonly fields?: Record<string, string>,
    /** More members of the error answer (the ledger's `errors: [{ path, code, message }]`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? code);
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
export const conflict = () => new AppError(409, 'conflict');
