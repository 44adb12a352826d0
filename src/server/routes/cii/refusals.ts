import { DomainError, OutOfTableError } from '../../../domain/registry/errors.js';
import { AppError } from '../../http/errors.js';

/**
 * The engines' refusals as 400s with their stable code (as routes/calc/domainErrors does; a route
 * area may not import another's files, docs/architecture.md). Anything else is a real fault.
 */
export function refusalsAs400<T>(calc: () => T): T {
  try {
    return calc();
  } catch (err) {
    if (err instanceof OutOfTableError || err instanceof DomainError)
      throw new AppError(400, err.code, err.message);
    throw err;
  }
}
