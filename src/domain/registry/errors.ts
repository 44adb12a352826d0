/**
 * Errors the domain raises. They carry a stable `code` the server maps to a 400 and the client
 * translates; the message is English and meant for logs and API consumers.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A year outside a parameter table. Tables are never extrapolated: a CII required for 2031 or a
 * FuelEU target for 2024 is refused rather than guessed (docs/architecture.md §8).
 */
export class OutOfTableError extends RangeError {
  readonly code = 'year_out_of_range';
  constructor(
    readonly table: string,
    readonly year: number,
    readonly validFrom: number,
    readonly validTo: number | null,
  ) {
    const range = validTo === null ? `${validFrom} onwards` : `${validFrom}–${validTo}`;
    super(`${table}: year ${year} is outside the table (${range}); values are never extrapolated`);
    this.name = 'OutOfTableError';
  }
}
