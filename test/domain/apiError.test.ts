import { ApiError, isVersionConflict, saveFailure } from '../../src/domain/apiError';

// The one reading of a refused save: only a stale version is a conflict.
describe('saveFailure', () => {
  it('a stale version (409 conflict) is the conflict', () => {
    const failed = saveFailure(new ApiError(409, 'conflict', 'Stale'));
    expect(failed).toEqual({ kind: 'conflict', errorCode: 'conflict', errorMessage: 'Stale' });
    expect(isVersionConflict(new ApiError(409, 'conflict', 'Stale'))).toBe(true);
  });

  it('a taken IMO number (409 imo_taken, no fields) lands on the imo field with the server message', () => {
    expect(saveFailure(new ApiError(409, 'imo_taken', 'Already registered'))).toEqual({
      kind: 'fields',
      fieldErrors: { imo: 'Already registered' },
      errorCode: 'imo_taken',
      errorMessage: 'Already registered',
    });
    // A 400 with the same code reads the same: the status does not make it a conflict.
    expect(saveFailure(new ApiError(400, 'imo_taken', '')).kind).toBe('fields');
    expect(saveFailure(new ApiError(400, 'imo_taken', ''))).toMatchObject({
      fieldErrors: { imo: 'imo_taken' },
    });
  });

  it('named fields win over the code table', () => {
    const failed = saveFailure(new ApiError(409, 'duplicate', 'dup', { code: 'Taken' }));
    expect(failed).toMatchObject({ kind: 'fields', fieldErrors: { code: 'Taken' } });
  });

  it('other refusals, 409 or not, are said in the form: not a conflict', () => {
    for (const error of [
      new ApiError(409, 'last_admin', 'Last'),
      new ApiError(409, 'in_use', 'Used'),
      new ApiError(0, 'network', 'offline'),
      new Error('boom'),
    ]) {
      expect(saveFailure(error).kind).toBe('refused');
      expect(isVersionConflict(error)).toBe(false);
    }
    expect(saveFailure(new Error('boom'))).toEqual({
      kind: 'refused',
      errorCode: 'unknown',
      errorMessage: null,
    });
  });
});
