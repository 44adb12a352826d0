import { DomainError, OutOfTableError } from '../../../domain/index.js';
import { AppError } from '../../http/errors.js';

/**
 * Runs a domain calculation and turns its refusals into 400s with the domain's stable code and
 * English message (a year outside a table → `year_out_of_range`). Anything else is a real fault.
 */
export function runDomain<T>(calc: () => T): T {
  try {
    return calc();
  } catch (err) {
    if (err instanceof OutOfTableError || err instanceof DomainError) {
      throw new AppError(400, err.code, err.message);
    }
    throw err;
  }
}
